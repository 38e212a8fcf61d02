class Item:
    def __init__(self, name, price, qty=1):
        self.name = name
        self.price = price
        self.qty = qty
    def __repr__(self):
        return f"Item(name={self.name!r}, price={self.price!r}, qty={self.qty!r})"
    def __eq__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.name, self.price, self.qty) == (other.name, other.price, other.qty)
    def __hash__(self):
        return hash((self.name, self.price, self.qty))
    @property
    def total(self):
        return self.price * self.qty
items = [Item("pen", 1.5, 4), Item("book", 12.0), Item("pen", 1.5, 4)]
print(items)
print(items[0] == items[2], items[0] == items[1], items[0] != items[2], items[0] == "pen")
print(len(set(items)), [i.total for i in items])
print(sorted(items, key=lambda i: i.total))
