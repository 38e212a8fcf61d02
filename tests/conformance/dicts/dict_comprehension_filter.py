prices = {"apple": 1.2, "banana": 0.5, "cherry": 3.0, "date": 2.5}
cheap = {k: v for k, v in prices.items() if v < 2}
print(cheap)
upper = {k.upper(): round(v * 1.1, 2) for k, v in prices.items()}
print(upper)
swapped = {v: k for k, v in prices.items()}
print(swapped)
lens = {w: len(w) for w in prices}
print(lens, sum(lens.values()))
nested = {k: {"price": v, "expensive": v > 2} for k, v in sorted(prices.items())}
print(nested["cherry"], list(nested))
