budget = {"rent": 1200, "food": 450, "transport": 120, "fun": 200}
spent = [
    ("2024-01-02", "food", 82.15), ("2024-01-03", "transport", 2.75), ("2024-01-05", "fun", 64.0),
    ("2024-01-09", "food", 120.4), ("2024-01-10", "rent", 1200), ("2024-01-15", "fun", 150.0),
    ("2024-01-20", "food", 230.0), ("2024-01-21", "gifts", 40.0),
]
totals = dict.fromkeys(budget, 0.0)
unbudgeted = []
for date, cat, amt in spent:
    if cat in totals:
        totals[cat] += amt
    else:
        unbudgeted.append((date, cat, amt))
print(f"{'category':<10}{'budget':>8}{'spent':>10}{'left':>10}  status")
for cat, limit in budget.items():
    left = limit - totals[cat]
    status = "OVER" if left < 0 else ("tight" if left < 0.1 * limit else "ok")
    print(f"{cat:<10}{limit:>8}{totals[cat]:>10.2f}{left:>10.2f}  {status}")
print("unbudgeted:", unbudgeted)
over = {c: round(totals[c] - b, 2) for c, b in budget.items() if totals[c] > b}
print("over:", over)
week = {}
for date, cat, amt in spent:
    wk = (int(date[-2:]) - 1) // 7 + 1
    week[wk] = week.get(wk, 0) + amt
print({k: round(v, 2) for k, v in sorted(week.items())})
pct = {c: f"{totals[c] / b:.0%}" for c, b in budget.items()}
print(pct)
