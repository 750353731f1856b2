// The home page: its times in the reader's own time zone, as everywhere else.
import { localizeTimes } from "./format.js";

localizeTimes();
