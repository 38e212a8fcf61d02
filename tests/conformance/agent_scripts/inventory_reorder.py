inventory = [
    {"sku": "WID-001", "name": "Widget", "stock": 14, "reorder_at": 20, "lead_days": 5, "daily_use": 3},
    {"sku": "GAD-002", "name": "Gadget", "stock": 120, "reorder_at": 50, "lead_days": 10, "daily_use": 4},
    {"sku": "SPR-003", "name": "Sprocket", "stock": 0, "reorder_at": 10, "lead_days": 3, "daily_use": 2},
    {"sku": "BOL-004", "name": "Bolt", "stock": 45, "reorder_at": 40, "lead_days": 7, "daily_use": 6},
]
def days_left(item):
    return item["stock"] / item["daily_use"] if item["daily_use"] else float("inf")
def needs_reorder(item):
    return item["stock"] <= item["reorder_at"] or days_left(item) < item["lead_days"]
orders = []
for item in inventory:
    if needs_reorder(item):
        qty = max(item["reorder_at"] * 2 - item["stock"], item["daily_use"] * item["lead_days"])
        urgency = "CRITICAL" if item["stock"] == 0 else "HIGH" if days_left(item) < item["lead_days"] else "normal"
        orders.append((urgency, item["sku"], item["name"], qty))
rank = {"CRITICAL": 0, "HIGH": 1, "normal": 2}
orders.sort(key=lambda o: (rank[o[0]], o[1]))
for urgency, sku, name, qty in orders:
    print(f"{urgency:<9} {sku} {name:<9} order {qty:>4}")
print("Days of stock:", {i["sku"]: round(days_left(i), 1) for i in inventory})
print("Total units to order:", sum(o[3] for o in orders))
