import { Hono } from "hono";
import { citySearchParamsSchema } from "../../../../schemas/geo";
import type { ApiEnv } from "../../http/api-env";
import { ok } from "../../http/envelope";
import { parseInput } from "../../http/validate";
import { searchCities } from "./cities";
import { listCountries } from "./countries";

/** spec §7: GET /countries and GET /cities/{search}/{idCountry}. */
export function geoRoutes() {
  const r = new Hono<ApiEnv>();
  r.get("/countries", (c) => ok(c, listCountries()));
  r.get("/cities/:search/:idCountry", (c) => {
    const params = parseInput(citySearchParamsSchema, {
      search: c.req.param("search"),
      idCountry: c.req.param("idCountry"),
    });
    return ok(c, searchCities(params.search, params.idCountry));
  });
  return r;
}
