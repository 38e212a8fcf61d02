prices = [19.99, 5.49, 3.50, 12.00, 0.99]
total = 0.0
for p in prices:
    total += p
print(total, round(total, 2), f"{total:.2f}")
avg = total / len(prices)
print(avg, f"{avg:.3f}")
tax = total * 0.0825
print(tax, round(tax, 2))
print(sum(prices) / len(prices) == avg)
weights = [0.2, 0.3, 0.5]
scores = [80, 90, 70]
print(sum(w * s for w, s in zip(weights, scores)))
c = 25.0
print(c * 9 / 5 + 32, (98.6 - 32) * 5 / 9)
print([round(x * 0.15, 2) for x in (10, 33.33, 47.5)])
