import { PromoOfferStatus } from '@/domain/promotional';
import { promoApi } from '@/lib/gateway/endpoints';
import { clock } from '../../../clock';
import { authed, optionalCode, optionalEnum, paginate, requirePage } from '../../../gateway';
import { checkExpectedTotal, findOffer, listOffers, offerDetail, offerFlights, offerPool, pricePromo } from '../../../rules';
import { getState } from '../../../store';
import { bookGroupOrder, groupOrderFields } from '../../../order/handlers/group-order';

/**
 * Promotional groups (特惠团): the published offers, one offer with its dates, its flights on a date,
 * the price of a group, and the booking — a team order booked through `bookOrder` from the offer's
 * seats (rules/promotional.ts). Every call needs the 促销团 function (DUE_PROMOTIONAL).
 */

export const promotionalHandlers = [
  authed(promoApi.list, ({ body }) => {
    const filters = {
      status: optionalEnum(body.status, PromoOfferStatus.values, '销售状态'),
      depAirport: optionalCode(body.depAirport, '出发机场'),
      arrAirport: optionalCode(body.arrAirport, '到达机场'),
    };
    return paginate('offerList', listOffers(getState(), filters, clock.nowMs()), requirePage(body));
  }),

  authed(promoApi.detail, ({ body }) => ({ offer: offerDetail(getState(), findOffer(getState(), body.offerNo), clock.nowMs()) })),

  authed(promoApi.flights, ({ body }) => ({
    flights: offerFlights(getState(), findOffer(getState(), body.offerNo), body.flightDate, clock.nowMs()),
  })),

  authed(promoApi.price, ({ body }) => ({ quote: pricePromo(getState(), body, clock.nowMs()).quote })),

  authed(promoApi.create, ({ body, account }) => {
    const now = clock.nowMs();
    const state = getState();
    // Checked and held in this one transaction: of two agencies after the last seats, the second finds them gone.
    const { offer, leg, counts, quote } = pricePromo(state, body, now);
    const fields = groupOrderFields(body, counts);
    checkExpectedTotal(body.expectedTotal, quote.totalAmount);
    return bookGroupOrder(
      account,
      fields,
      {
        channel: 'PROMOTIONAL',
        legs: [leg],
        pool: offerPool(offer),
        counts,
        fares: quote.fares,
        fareRules: quote.rules,
        links: { offerNo: offer.offerNo },
      },
      now,
    );
  }),
];
