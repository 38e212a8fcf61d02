prices = [100.0, 101.5, 102.2, 101.8, 103.4, 104.9, 104.1, 102.7, 101.0, 99.6, 98.8, 100.2, 102.5, 104.0, 105.3]
def sma(xs, n):
    return [None if i + 1 < n else round(sum(xs[i + 1 - n:i + 1]) / n, 3) for i in range(len(xs))]
fast, slow = sma(prices, 3), sma(prices, 5)
signals = []
prev = None
for day, (p, f, s) in enumerate(zip(prices, fast, slow)):
    state = None if f is None or s is None else ("above" if f > s else "below")
    event = ""
    if prev and state and state != prev:
        event = "BUY" if state == "above" else "SELL"
        signals.append((day, event, p))
    prev = state or prev
    fs = "   -   " if f is None else f"{f:7.3f}"
    ss = "   -   " if s is None else f"{s:7.3f}"
    print(f"day {day:>2} price {p:6.1f} fast {fs} slow {ss} {event}")
print("signals:", signals)
changes = [round((b - a) / a * 100, 2) for a, b in zip(prices, prices[1:])]
print("best day:", max(range(len(changes)), key=lambda i: changes[i]) + 1, max(changes))
print("worst day:", min(range(len(changes)), key=lambda i: changes[i]) + 1, min(changes))
