import type { Hono } from "hono";
import { couponsAdmin as contract } from "#server/contract";
import {
  couponForBackoffice,
  couponsForBackoffice,
  createCoupon,
  deleteCoupon,
  saveCoupon,
  setCouponActive,
} from "#server/modules/cart";
import { mount, type PlatformEnv } from "../mount";
import { requireBackoffice } from "../scope";

export function mountCouponsAdmin(app: Hono<PlatformEnv>): void {
  mount(app, contract.coupons, (_input, s) => {
    requireBackoffice(s);
    return couponsForBackoffice(s.services, s);
  });
  mount(app, contract.coupon, (input, s) => {
    requireBackoffice(s);
    return couponForBackoffice(s.services, s, input.id);
  });
  mount(app, contract.createCoupon, (input, s) => {
    requireBackoffice(s);
    return createCoupon(s.services, s, input);
  });
  mount(app, contract.saveCoupon, (input, s) => {
    requireBackoffice(s);
    return saveCoupon(s.services, s, input);
  });
  mount(app, contract.setCouponActive, (input, s) => {
    requireBackoffice(s);
    return setCouponActive(s.services, s, input);
  });
  mount(app, contract.deleteCoupon, (input, s) => {
    requireBackoffice(s);
    return deleteCoupon(s.services, s, input);
  });
}
