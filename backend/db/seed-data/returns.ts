import type { ReturnSettings } from "#contract/returns.ts";

/** Where the demo shop's returns go (its pages promise 30-day returns); the merchant changes it in the admin API. */
export const demoReturnSettings: ReturnSettings = {
  address: {
    consignee: "Northwind Supply Co. Returns",
    phone: "+1 503 555 0142",
    address: "2100 NW Front Ave, Portland, OR 97209, United States",
  },
  windowDays: 30,
};
