flights = [
    {"id": "LH401", "from": "FRA", "to": "JFK", "price": 642.0, "stops": 0, "duration_min": 535, "airline": "Lufthansa"},
    {"id": "UA961", "from": "FRA", "to": "JFK", "price": 588.5, "stops": 1, "duration_min": 720, "airline": "United"},
    {"id": "DL107", "from": "FRA", "to": "JFK", "price": 701.0, "stops": 0, "duration_min": 520, "airline": "Delta"},
    {"id": "AA723", "from": "FRA", "to": "JFK", "price": 512.0, "stops": 2, "duration_min": 960, "airline": "American"},
    {"id": "BA903", "from": "FRA", "to": "JFK", "price": 599.0, "stops": 1, "duration_min": 650, "airline": "British"},
]
def fmt_duration(m):
    return f"{m // 60}h{m % 60:02d}m"
def score(f, w_price=1.0, w_time=0.5, stop_penalty=75):
    return w_price * f["price"] + w_time * f["duration_min"] + stop_penalty * f["stops"]
ranked = sorted(flights, key=score)
print(f"{'#':<2} {'Flight':<6} {'Price':>8} {'Stops':>5} {'Time':>7} {'Score':>8}")
for i, f in enumerate(ranked, 1):
    print(f"{i:<2} {f['id']:<6} {f['price']:>8.2f} {f['stops']:>5} {fmt_duration(f['duration_min']):>7} {score(f):>8.1f}")
cheapest = min(flights, key=lambda f: f["price"])
fastest = min(flights, key=lambda f: f["duration_min"])
print(f"cheapest: {cheapest['id']} ({cheapest['airline']}), fastest: {fastest['id']} ({fastest['airline']})")
nonstop = [f["id"] for f in flights if f["stops"] == 0]
print("nonstop:", nonstop, "| budget nonstop:", [f["id"] for f in flights if not f["stops"] and f["price"] < 650])
for prefs in [{"w_price": 0.2, "w_time": 2.0}, {"stop_penalty": 0}]:
    best = min(flights, key=lambda f: score(f, **prefs))
    print(prefs, "->", best["id"])
