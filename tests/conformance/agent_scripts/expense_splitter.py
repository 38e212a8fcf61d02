expenses = [
    ("dinner", "ana", 120.00, ["ana", "ben", "cy", "dee"]),
    ("taxi", "ben", 36.60, ["ben", "cy"]),
    ("museum", "cy", 54.00, ["ana", "cy", "dee"]),
    ("groceries", "dee", 81.35, ["ana", "ben", "cy", "dee"]),
    ("coffee", "ana", 14.25, ["ana", "ben"]),
]
balance = {}
for what, payer, amount, group in expenses:
    share = round(amount / len(group), 2)
    balance[payer] = balance.get(payer, 0) + amount
    for person in group:
        balance[person] = balance.get(person, 0) - share
    print(f"{what:<10} {payer:<4} paid {amount:>7.2f}, {len(group)} ways at {share:.2f}")
balance = {p: round(b, 2) for p, b in balance.items()}
print("balances:", dict(sorted(balance.items())))
creditors = sorted([(b, p) for p, b in balance.items() if b > 0], reverse=True)
debtors = sorted([(-b, p) for p, b in balance.items() if b < 0], reverse=True)
settlements = []
ci = di = 0
creditors = [list(c) for c in creditors]
debtors = [list(d) for d in debtors]
while ci < len(creditors) and di < len(debtors):
    pay = round(min(creditors[ci][0], debtors[di][0]), 2)
    settlements.append((debtors[di][1], creditors[ci][1], pay))
    creditors[ci][0] = round(creditors[ci][0] - pay, 2)
    debtors[di][0] = round(debtors[di][0] - pay, 2)
    if creditors[ci][0] <= 0.005:
        ci += 1
    if debtors[di][0] <= 0.005:
        di += 1
for frm, to, amt in settlements:
    print(f"{frm} pays {to} {amt:.2f}")
