import type { ReactNode } from 'react';
import { EMPTY_TEXT, formatBeijing, formatFen, formatFenInCapitals, formatRate, formatFlightTimes } from '@/domain/format';
import { InvoiceBuyerType } from '@/domain/invoice';
import { IdType, PassengerType } from '@/domain/passenger';
import type { InvoiceDetail, ItineraryTicket } from '@/lib/gateway';
import './itinerary-document.css';

/** The document's date in Beijing: '2026年11月23日'. */
function documentDate(iso: string | undefined): string {
  return iso ? formatBeijing(iso, 'YYYY年MM月DD日') : EMPTY_TEXT;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="itinerary-fact">
      <span className="itinerary-fact-label">{label}</span>
      <span className="itinerary-fact-value">{children}</span>
    </div>
  );
}

/** One ticket: passenger, ID, ticket number, its flights, fare and taxes, its total in figures and capitals. */
function TicketBlock({ ticket, airline, index, vatRate }: { ticket: ItineraryTicket; airline: string; index: number; vatRate: number }) {
  return (
    <section className="itinerary-ticket" aria-label={`第${index + 1}张 电子客票 ${ticket.ticketNo}`}>
      <div className="itinerary-ticket-head">
        <Fact label="电子客票号码">
          <strong className="itinerary-ticket-no">{ticket.ticketNo}</strong>
        </Fact>
        <Fact label="旅客姓名">
          {ticket.passengerName}（{PassengerType.label(ticket.passengerType)}）
        </Fact>
        <Fact label="有效身份证件号码">
          {ticket.idNoMasked || EMPTY_TEXT}（{IdType.label(ticket.idType)}）
        </Fact>
      </div>
      <table className="itinerary-table">
        <thead>
          <tr>
            <th scope="col">承运人</th>
            <th scope="col">航班号</th>
            <th scope="col">座位等级</th>
            <th scope="col">日期</th>
            <th scope="col">时间</th>
            <th scope="col">自</th>
            <th scope="col">至</th>
          </tr>
        </thead>
        <tbody>
          {ticket.flights.map((flight) => (
            <tr key={`${flight.flightNo}-${flight.flightDate}`}>
              <td>{airline}</td>
              <td>{flight.flightNo}</td>
              <td>{flight.cabin}</td>
              <td>{flight.flightDate}</td>
              <td>{formatFlightTimes(flight.depTime, flight.arrTime, '–')}</td>
              <td>
                {flight.depAirportName}（{flight.depAirport}）
              </td>
              <td>
                {flight.arrAirportName}（{flight.arrAirport}）
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="itinerary-table itinerary-money">
        <thead>
          <tr>
            <th scope="col">票价</th>
            <th scope="col">民航发展基金</th>
            <th scope="col">燃油附加费</th>
            <th scope="col">增值税税率</th>
            <th scope="col">增值税税额</th>
            <th scope="col">合计</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{formatFen(ticket.fare)}</td>
            <td>{formatFen(ticket.airportFee)}</td>
            <td>{formatFen(ticket.fuelSurcharge)}</td>
            <td>{formatRate(vatRate)}</td>
            <td>{formatFen(ticket.vatAmount)}</td>
            <td>
              <strong>{formatFen(ticket.total)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <p className="itinerary-capitals">
        <span className="itinerary-fact-label">合计（大写）</span>
        {formatFenInCapitals(ticket.total)}
      </p>
    </section>
  );
}

/**
 * The electronic itinerary as an A4 page (print and print preview): the airline as seller, the
 * document's number and date, the buyer, every ticket with its flights, fare, taxes and total in
 * figures and Chinese capitals, and the invoice's totals. A pure render of the detail; the print
 * stylesheet (itinerary-document.css) leaves only this page on paper.
 */
export function ItineraryDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { seller } = invoice;
  return (
    <article className="itinerary-page" aria-label={`行程单 ${invoice.invoiceNo}`}>
      <header className="itinerary-header">
        <div className="itinerary-airline">
          <span className="itinerary-airline-name">{seller.name}</span>
          <span className="itinerary-airline-code">{seller.airlineCode}</span>
        </div>
        <h2 className="itinerary-title">{seller.title}</h2>
        <div className="itinerary-meta">
          <Fact label="发票号码">{invoice.serialNo ?? EMPTY_TEXT}</Fact>
          <Fact label="开票日期">{documentDate(invoice.printTime)}</Fact>
          <Fact label="行程单号">{invoice.invoiceNo}</Fact>
        </div>
      </header>

      <div className="itinerary-parties">
        <section className="itinerary-party" aria-label="购买方信息">
          <h3>购买方</h3>
          <Fact label="名称">{invoice.buyerName}</Fact>
          <Fact label="统一社会信用代码">{invoice.buyerCreditCode ?? EMPTY_TEXT}</Fact>
          <Fact label="类型">{InvoiceBuyerType.label(invoice.buyerType)}</Fact>
        </section>
        <section className="itinerary-party" aria-label="销售方信息">
          <h3>销售方</h3>
          <Fact label="名称">{seller.name}</Fact>
          <Fact label="统一社会信用代码">{seller.creditCode}</Fact>
          <Fact label="地址、电话">
            {seller.address} {seller.phone}
          </Fact>
        </section>
      </div>

      {invoice.tickets.map((ticket, index) => (
        <TicketBlock key={ticket.ticketNo} ticket={ticket} airline={seller.airlineCode} index={index} vatRate={invoice.vatRate} />
      ))}

      <section className="itinerary-totals" aria-label="合计">
        <table className="itinerary-table itinerary-money">
          <thead>
            <tr>
              <th scope="col">客票张数</th>
              <th scope="col">票价合计</th>
              <th scope="col">民航发展基金合计</th>
              <th scope="col">燃油附加费合计</th>
              <th scope="col">增值税税率</th>
              <th scope="col">增值税税额合计</th>
              <th scope="col">价税合计</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{invoice.ticketCount}</td>
              <td>{formatFen(invoice.fareTotal)}</td>
              <td>{formatFen(invoice.airportFeeTotal)}</td>
              <td>{formatFen(invoice.fuelSurchargeTotal)}</td>
              <td>{formatRate(invoice.vatRate)}</td>
              <td>{formatFen(invoice.vatTotal)}</td>
              <td>
                <strong className="itinerary-grand-total">{formatFen(invoice.totalAmount)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <p className="itinerary-capitals itinerary-grand-capitals">
          <span className="itinerary-fact-label">价税合计（大写）</span>
          {formatFenInCapitals(invoice.totalAmount)}
          <span className="itinerary-fact-label itinerary-figures-label">（小写）</span>
          {formatFen(invoice.totalAmount)}
        </p>
        <p className="itinerary-vat-note">
          {`其中：不含税金额 ${formatFen(invoice.amountExcludingVatTotal)}，增值税（${formatRate(invoice.vatRate)}）${formatFen(invoice.vatTotal)}，民航发展基金 ${formatFen(invoice.airportFeeTotal)}（不征增值税）`}
        </p>
      </section>

      <footer className="itinerary-footer">
        <span>申请人：{invoice.issuedBy}</span>
        <span>销售方：{seller.name}（盖章）</span>
      </footer>
    </article>
  );
}
