import { Descriptions, Typography } from 'antd';
import { formatFen } from '@/domain/format';
import type { PrepaidAccount } from '@/lib/gateway';

/** The airline's bank account that top-ups are transferred to (and, on the application, the balance now). */
export function PayeeBankFacts({ account, withBalance = false }: { account: PrepaidAccount; withBalance?: boolean }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'accountName', label: '户名', children: account.payeeBank.accountName },
        { key: 'bank', label: '开户行', children: account.payeeBank.name },
        { key: 'accountNo', label: '账号', children: <Typography.Text copyable>{account.payeeBank.accountNo}</Typography.Text> },
        ...(withBalance ? [{ key: 'balance', label: '当前可用余额', children: formatFen(account.balance) }] : []),
      ]}
    />
  );
}
