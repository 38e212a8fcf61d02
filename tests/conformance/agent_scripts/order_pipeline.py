class OrderError(Exception):
    pass
class OutOfStock(OrderError):
    def __init__(self, sku, wanted, available):
        super().__init__(f"{sku}: wanted {wanted}, only {available} available")
        self.sku = sku
class InvalidOrder(OrderError):
    pass
STOCK = {"A": 5, "B": 0, "C": 12}
PRICES = {"A": 9.99, "B": 24.5, "C": 1.25}
def validate(order):
    if not order.get("lines"):
        raise InvalidOrder(f"order {order['id']} has no lines")
    for sku, qty in order["lines"]:
        if sku not in PRICES:
            raise InvalidOrder(f"unknown sku {sku!r}")
        if qty <= 0:
            raise InvalidOrder(f"bad quantity {qty} for {sku}")
def reserve(order):
    for sku, qty in order["lines"]:
        if STOCK[sku] < qty:
            raise OutOfStock(sku, qty, STOCK[sku])
    for sku, qty in order["lines"]:
        STOCK[sku] -= qty
def price(order):
    subtotal = sum(PRICES[s] * q for s, q in order["lines"])
    discount = 0.1 * subtotal if subtotal > 50 else 0
    return round(subtotal - discount, 2)
orders = [
    {"id": 1, "lines": [("A", 2), ("C", 10)]},
    {"id": 2, "lines": []},
    {"id": 3, "lines": [("B", 1)]},
    {"id": 4, "lines": [("Z", 1)]},
    {"id": 5, "lines": [("A", 3), ("C", -1)]},
    {"id": 6, "lines": [("A", 3), ("C", 2)]},
    {"id": 7, "lines": [("A", 1)]},
]
results = {"ok": [], "failed": []}
for o in orders:
    try:
        validate(o)
        reserve(o)
        total = price(o)
    except OutOfStock as e:
        results["failed"].append((o["id"], "stock", str(e)))
    except OrderError as e:
        results["failed"].append((o["id"], type(e).__name__, str(e)))
    else:
        results["ok"].append((o["id"], total))
    finally:
        print(f"processed order {o['id']}")
print("ok:", results["ok"])
for f in results["failed"]:
    print("failed:", f)
print("stock left:", STOCK)
