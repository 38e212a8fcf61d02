# An agent-style script, as a model would write it: plan a trip within budget, using the host's tools.
weather = get_weather(destination)
print(f"Weather in {weather['city']}: {weather['temp_c']} C, {weather['sky']}")

flights = search_flights(destination, max_price=budget_eur)
affordable = sorted((f for f in flights if f["price"] <= budget_eur), key=lambda f: (f["stops"], f["price"]))
print(f"{len(affordable)} of {len(flights)} flights fit the budget of {budget_eur} EUR")

if not affordable:
    result = {"booked": False, "reason": "nothing affordable"}
else:
    best = affordable[0]
    print(f"Booking {best['id']} for {best['price']} EUR ({best['stops']} stops)...")
    try:
        booking = book_flight(best["id"])   # needs a human's approval: the host pauses here
        result = {"booked": True, "flight": best["id"], "confirmation": booking["confirmation"]}
    except PermissionError as e:
        result = {"booked": False, "reason": str(e)}
    print("Done:", "booked" if result["booked"] else "not booked")
result
