def process(order):
    if not order:
        return "empty order"
    if "items" not in order:
        return "no items"
    if not order["items"]:
        return "zero items"
    total = 0
    for item in order["items"]:
        if item.get("qty", 0) <= 0:
            continue
        total += item["qty"] * item.get("price", 0)
    if total == 0:
        return "nothing billable"
    return f"total {total:.2f}"
orders = [None, {}, {"items": []}, {"items": [{"qty": 0, "price": 5}]}, {"items": [{"qty": 2, "price": 1.25}, {"qty": 1, "price": 10}]}]
for o in orders:
    print(process(o))
