// Flags of the server regions, from `flag-icons` (the design system's flag set): the bundler
// serves each SVG from the site's own origin, or inlines it when tiny (the CSP allows `data:` images).
import au from "flag-icons/flags/4x3/au.svg";
import br from "flag-icons/flags/4x3/br.svg";
import ca from "flag-icons/flags/4x3/ca.svg";
import de from "flag-icons/flags/4x3/de.svg";
import fr from "flag-icons/flags/4x3/fr.svg";
import gb from "flag-icons/flags/4x3/gb.svg";
import hk from "flag-icons/flags/4x3/hk.svg";
import indonesia from "flag-icons/flags/4x3/id.svg";
import india from "flag-icons/flags/4x3/in.svg";
import italy from "flag-icons/flags/4x3/it.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import kr from "flag-icons/flags/4x3/kr.svg";
import sg from "flag-icons/flags/4x3/sg.svg";
import us from "flag-icons/flags/4x3/us.svg";

/** The flag of a region's country by ISO code; a globe stands in for a code without one. */
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
