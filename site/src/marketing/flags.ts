// Flags of the server regions: WebP pictures of `flag-icons`' SVGs (the design system's flag set),
// drawn by scripts/rasterize-pictures.ts, which says why pictures and not the SVGs. `?no-inline`: each
// is a file of its own, never base64 inside the JavaScript that imports this map.
import au from "./flags/au.webp?no-inline";
import br from "./flags/br.webp?no-inline";
import ca from "./flags/ca.webp?no-inline";
import de from "./flags/de.webp?no-inline";
import fr from "./flags/fr.webp?no-inline";
import gb from "./flags/gb.webp?no-inline";
import hk from "./flags/hk.webp?no-inline";
import indonesia from "./flags/id.webp?no-inline";
import india from "./flags/in.webp?no-inline";
import italy from "./flags/it.webp?no-inline";
import jp from "./flags/jp.webp?no-inline";
import kr from "./flags/kr.webp?no-inline";
import sg from "./flags/sg.webp?no-inline";
import us from "./flags/us.webp?no-inline";

/** The flag of a region's country by ISO code (flag-countries.ts); a globe stands in for a code without one. */
export const FLAGS: Readonly<Record<string, string>> = {
  au,
  br,
  ca,
  de,
  fr,
  gb,
  hk,
  id: indonesia,
  in: india,
  it: italy,
  jp,
  kr,
  sg,
  us,
};
