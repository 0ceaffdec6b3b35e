import { defineMessages } from './define.js';

/** White-label domains: their verification by an operator and the hand-over (issue 27, finding 4). */
export const whiteLabelMessages = defineMessages({
  'whiteLabel.noVerifiedDomain': {
    en: 'Your organization has no verified white-label domain',
    ru: 'У вашей организации нет подтверждённого собственного домена',
    zh: '您的组织没有已验证的白标域名',
  },
  'whiteLabel.handoverRefused': {
    en: 'The sign-in link is no longer valid. Please log in again',
    ru: 'Ссылка для входа больше не действует. Войдите снова',
    zh: '登录链接已失效，请重新登录',
  },
  'whiteLabel.noDomain': {
    en: 'The organization has no domain to verify',
    ru: 'У организации нет домена для подтверждения',
    zh: '该组织没有需要验证的域名',
  },
  'whiteLabel.domainChanged': {
    en: 'The domain has changed in the meantime: check the new one before verifying it',
    ru: 'Домен тем временем изменился: проверьте новый, прежде чем подтверждать его',
    zh: '域名已被更改：请先核对新域名再进行验证',
  },
  'whiteLabel.pending': { en: 'Awaiting verification', ru: 'Ожидает подтверждения', zh: '待验证' },
  'whiteLabel.verified': { en: 'Verified', ru: 'Подтверждён', zh: '已验证' },
  'whiteLabel.pendingHint': {
    en: 'Users are sent to this domain only once an operator has verified that it belongs to the organization',
    ru: 'Пользователи переходят на этот домен только после того, как оператор подтвердит, что он принадлежит организации',
    zh: '运营人员确认该域名属于本组织后，用户才会被跳转至此域名',
  },
  'whiteLabel.changeResets': {
    en: 'A changed domain needs a new verification',
    ru: 'Изменённый домен нужно подтвердить заново',
    zh: '更改后的域名需要重新验证',
  },
  'whiteLabel.verify': { en: 'Verify domain', ru: 'Подтвердить домен', zh: '验证域名' },
  'whiteLabel.verifyConfirm': {
    en: 'Verify {domain}? Users of the organization will be sent there after signing in.',
    ru: 'Подтвердить {domain}? После входа пользователи организации будут переходить на этот домен.',
    zh: '确认验证 {domain}？该组织用户登录后将跳转至此域名。',
  },
  'whiteLabel.verifiedNotice': {
    en: 'The domain is verified',
    ru: 'Домен подтверждён',
    zh: '域名已验证',
  },
  'whiteLabel.saveFirst': {
    en: 'Save the domain before verifying it',
    ru: 'Сохраните домен, прежде чем подтверждать его',
    zh: '请先保存域名再进行验证',
  },
});
