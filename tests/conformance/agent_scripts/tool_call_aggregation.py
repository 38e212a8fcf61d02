def get_weather(city):
    table = {"London": {"temp_c": 11.5, "cond": "rain"}, "Madrid": {"temp_c": 24.0, "cond": "sun"},
             "Berlin": {"temp_c": 8.25, "cond": "cloud"}}
    if city not in table:
        raise LookupError(f"no weather data for {city}")
    return table[city]
def get_flights(city):
    return {"London": 14, "Madrid": 9, "Berlin": 0, "Tokyo": 3}.get(city, 0)
cities = ["London", "Madrid", "Tokyo", "Berlin"]
report = []
failures = {}
for city in cities:
    try:
        w = get_weather(city)
    except LookupError as e:
        failures[city] = str(e)
        continue
    report.append({"city": city, **w, "flights": get_flights(city)})
report.sort(key=lambda r: (-r["temp_c"], r["city"]))
for r in report:
    flag = "✈" if r["flights"] else "-"
    print(f"{r['city']:<7} {r['temp_c']:>5.1f}°C {r['cond']:<6} {flag} {r['flights']}")
print("failures:", failures)
best = next((r["city"] for r in report if r["cond"] == "sun" and r["flights"] > 0), None)
print("recommendation:", best)
summary = {"ok": len(report), "failed": len(failures), "avg_temp": round(sum(r["temp_c"] for r in report) / len(report), 2)}
print(summary)
