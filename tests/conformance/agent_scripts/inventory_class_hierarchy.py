class Item:
    tax_rate = 0.1

    def __init__(self, name, price, qty=0):
        self.name = name
        self.price = price
        self.qty = qty

    @property
    def value(self):
        return self.price * self.qty

    def taxed_price(self):
        return round(self.price * (1 + self.tax_rate), 2)

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.price}, qty={self.qty})"

    def __lt__(self, other):
        return self.value < other.value


class Food(Item):
    tax_rate = 0.05

    def __init__(self, name, price, qty=0, expires="2099-01-01"):
        super().__init__(name, price, qty)
        self.expires = expires


class Exempt(Item):
    tax_rate = 0.0


stock = [Item("lamp", 25.0, 3), Food("apple", 0.4, 200, "2024-05-01"), Exempt("book", 12.5, 8), Food("bread", 2.2, 0)]
for it in sorted(stock):
    print(f"{it!r:45} value={it.value:8.2f} taxed={it.taxed_price()}")
print("total:", f"{sum(i.value for i in stock):.2f}")
print("empty:", [i.name for i in stock if not i.qty])
print("foods:", [i.name for i in stock if isinstance(i, Food)], [i.expires for i in stock if hasattr(i, "expires")])
Item.tax_rate = 0.2
print([i.taxed_price() for i in stock])
print(max(stock).name, min(stock).name, sorted(stock, reverse=True)[0].name)
