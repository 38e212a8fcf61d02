class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


class OutOfStock(Exception):
    pass


STOCK = {"widget": 5, "gadget": 0, "doohickey": 12}
PRICES = {"widget": 2.5, "gadget": 10.0, "doohickey": 0.75}


def validate(order):
    if not order.get("sku"):
        raise ValidationError("sku", "required")
    if order["sku"] not in PRICES:
        raise ValidationError("sku", f"unknown sku {order['sku']!r}")
    qty = order.get("qty", 1)
    if not isinstance(qty, int) or qty <= 0:
        raise ValidationError("qty", f"must be a positive int, got {qty!r}")
    if STOCK[order["sku"]] < qty:
        raise OutOfStock(order["sku"])
    return order["sku"], qty


orders = [
    {"sku": "widget", "qty": 2},
    {"sku": "gadget"},
    {"qty": 3},
    {"sku": "sprocket", "qty": 1},
    {"sku": "doohickey", "qty": -1},
    {"sku": "doohickey", "qty": "4"},
    {"sku": "doohickey", "qty": 10},
    {"sku": "widget", "qty": 4},
]
total = 0.0
errors = []
for i, order in enumerate(orders, 1):
    try:
        sku, qty = validate(order)
    except ValidationError as e:
        errors.append((i, e.field, str(e)))
        continue
    except OutOfStock as e:
        errors.append((i, "stock", f"out of stock: {e}"))
        continue
    STOCK[sku] -= qty
    total += PRICES[sku] * qty
    print(f"#{i} ok {sku} x{qty} -> {PRICES[sku] * qty:.2f}")
print(f"total={total:.2f}")
for i, field, msg in errors:
    print(f"#{i} [{field}] {msg}")
print(STOCK)
