TEMPLATE = """Dear {name},

Your order #{order_id} of {count} item{plural} totals ${total:,.2f}.
{items}
Estimated delivery: {eta}.
{footer}"""
orders = [
    {"name": "Ms. Rivera", "order_id": 1042, "items": [("Desk lamp", 1, 39.99), ("Bulb", 4, 3.25)], "eta": "2-3 days", "vip": True},
    {"name": "Mr. Okafor", "order_id": 1043, "items": [("Chair", 1, 149.0)], "eta": "next week", "vip": False},
]
def render(order):
    lines = [f"  - {name:<10} x{qty:<2} @ {price:>7.2f} = {qty * price:>8.2f}" for name, qty, price in order["items"]]
    count = sum(q for _, q, _ in order["items"])
    return TEMPLATE.format(
        name=order["name"], order_id=order["order_id"], count=count, plural="" if count == 1 else "s",
        total=sum(q * p for _, q, p in order["items"]), items="\n".join(lines), eta=order["eta"],
        footer="Thanks for being a VIP!" if order["vip"] else "Thank you.",
    )
for o in orders:
    print(render(o))
    print("=" * 40)
class SafeDict(dict):
    def __missing__(self, key):
        return "{" + key + "}"
print("Hello {name}, your code is {code}".format_map(SafeDict(name="Zed")))
