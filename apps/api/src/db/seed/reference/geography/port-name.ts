/**
 * A sea port's name as people say it. UN/LOCODE (the `sea-ports` data) keeps a city's former name
 * as a remark, "Saint Petersburg (ex Leningrad)", "Mumbai (ex Bombay)": shown on a card or in a
 * route chain it reads as part of the name. Other brackets stay: they name the port in another
 * language or the place it lies in ("Gent (Ghent)", "Zhapu (Zhejiang)"), which helps find it.
 */
export function portName(name: string): string {
  return name.replace(/\s*\(ex\s[^)]*\)/gi, '').trim();
}
