import { Button, Empty, Spin, Tree, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import type { GeoObject } from '@cargo/domain';
import { useT } from '../../../shared/i18n';
import { CountryFlag } from '../../../shared/places';
import { groupDigits } from '../../../shared/lib/format-number';
import { CHILDREN_PAGE_SIZE, type GeoTreeNode } from '../lib/geo-tree-model';

export interface GeoTreeProps {
  treeData: GeoTreeNode[];
  expandedKeys: string[];
  selectedKey: string | undefined;
  /** The tree scrolls to this node once it is there (after a jump from the search). */
  scrollToKey: string | undefined;
  onScrolled: () => void;
  /** When this changes (new filters) the tree goes back to its top, where the first match is. */
  scrollResetKey: string;
  height: number;
  onOpen: (object: GeoObject) => void;
  onClose: (object: GeoObject) => void;
  onSelect: (object: GeoObject) => void;
  onShowMore: (parentId: number) => void;
}

function NodeTitle({ node, onShowMore }: { node: GeoTreeNode; onShowMore: (parentId: number) => void }) {
  const t = useT();
  if (node.kind === 'loading')
    return (
      <span className="geo-node geo-node-muted">
        <Spin size="small" /> {t('admin.geography.loading')}
      </span>
    );
  if (node.kind === 'more')
    return (
      <Button type="link" size="small" className="geo-node-more" onClick={() => onShowMore(node.parentId)}>
        {t('admin.geography.showMore', { count: Math.min(node.remaining, CHILDREN_PAGE_SIZE) })}
      </Button>
    );
  const { object } = node;
  let meta: string | null = null;
  if (object.type === 'COUNTRY') meta = object.countryCode;
  else if (object.type === 'SPECIAL_REGION') meta = t('admin.geography.type.SPECIAL_REGION');
  else if (object.type === 'CITY' && object.population) meta = groupDigits(object.population);
  return (
    <span className="geo-node">
      {object.type === 'COUNTRY' ? <CountryFlag code={object.countryCode} className="geo-node-flag" /> : null}
      <span className="geo-node-name">{object.name}</span>
      {meta ? <span className="geo-node-meta">{meta}</span> : null}
    </span>
  );
}

/**
 * Countries → regions → cities, each level read when it is opened. Arrow keys move, Enter or
 * a click chooses; long lists end with "show more". Only the visible rows are drawn.
 */
export function GeoTree(props: GeoTreeProps) {
  const t = useT();
  const tree = useRef<GetRef<typeof Tree>>(null);
  const { scrollToKey, onScrolled, treeData, scrollResetKey } = props;

  useEffect(() => {
    tree.current?.scrollTo(0);
  }, [scrollResetKey]);

  useEffect(() => {
    if (!scrollToKey || !tree.current) return;
    const present = (nodes: readonly GeoTreeNode[]): boolean =>
      nodes.some((node) => node.key === scrollToKey || ('children' in node && present(node.children ?? [])));
    if (!present(treeData)) return;
    tree.current.scrollTo({ key: scrollToKey, align: 'top', offset: 24 });
    onScrolled();
  }, [scrollToKey, treeData, onScrolled]);

  if (!treeData.length) return <Empty description={t('admin.geography.noCountries')} />;

  return (
    <Tree<GeoTreeNode>
      ref={tree}
      className="geo-tree"
      aria-label={t('admin.geography.tree')}
      treeData={treeData}
      height={props.height}
      blockNode
      // No opening animation: it hides the new rows from the list while it runs, so a jump
      // could not scroll to them, and a list of a hundred cities gains nothing from sliding in.
      motion={false}
      showLine={{ showLeafIcon: false }}
      expandedKeys={props.expandedKeys}
      selectedKeys={props.selectedKey ? [props.selectedKey] : []}
      titleRender={(node) => <NodeTitle node={node} onShowMore={props.onShowMore} />}
      onExpand={(_, info) => {
        const node = info.node as unknown as GeoTreeNode;
        if (node.kind !== 'object') return;
        if (info.expanded) props.onOpen(node.object);
        else props.onClose(node.object);
      }}
      onSelect={(_, info) => {
        const node = info.node as unknown as GeoTreeNode;
        if (node.kind === 'object') props.onSelect(node.object);
      }}
    />
  );
}
