holdings = {"AAPL": (50, 142.10), "MSFT": (20, 288.50), "NVDA": (15, 410.00), "TSLA": (10, 250.75)}
prices = {"AAPL": 189.84, "MSFT": 415.10, "NVDA": 875.28, "TSLA": 175.22}
rows = []
for sym, (qty, cost) in holdings.items():
    value = qty * prices[sym]
    basis = qty * cost
    gain = value - basis
    rows.append((sym, qty, cost, prices[sym], value, gain, gain / basis))
rows.sort(key=lambda r: r[4], reverse=True)
total_value = sum(r[4] for r in rows)
print(f"{'Sym':<5}{'Qty':>5}{'Cost':>9}{'Price':>9}{'Value':>12}{'Gain':>12}{'Gain%':>8}{'Weight':>8}")
for sym, qty, cost, price, value, gain, pct in rows:
    print(f"{sym:<5}{qty:>5}{cost:>9.2f}{price:>9.2f}{value:>12,.2f}{gain:>+12,.2f}{pct:>8.1%}{value / total_value:>8.1%}")
total_gain = sum(r[5] for r in rows)
print(f"{'TOTAL':<28}{total_value:>12,.2f}{total_gain:>+12,.2f}")
losers = [r[0] for r in rows if r[5] < 0]
print("losers:", losers)
target = {"AAPL": 0.3, "MSFT": 0.3, "NVDA": 0.25, "TSLA": 0.15}
for sym, qty, _, price, value, _, _ in rows:
    diff = target[sym] * total_value - value
    shares = int(diff / price)
    action = "buy" if shares > 0 else "sell" if shares < 0 else "hold"
    print(f"{sym}: {action} {abs(shares)}")
