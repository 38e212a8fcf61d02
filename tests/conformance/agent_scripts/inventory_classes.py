class Product:
    def __init__(self, sku, name, price, tags=()):
        self.sku, self.name, self.price, self.tags = sku, name, price, list(tags)
    def __repr__(self):
        return f"<{self.sku} {self.name} ${self.price:.2f}>"
class Catalog:
    def __init__(self):
        self._items = {}
    def add(self, product):
        if product.sku in self._items:
            raise KeyError(f"duplicate sku {product.sku}")
        self._items[product.sku] = product
        return self
    def __len__(self):
        return len(self._items)
    def __contains__(self, sku):
        return sku in self._items
    def __getitem__(self, sku):
        return self._items[sku]
    def __iter__(self):
        return iter(sorted(self._items.values(), key=lambda p: p.sku))
    def search(self, *, tag=None, max_price=None):
        for p in self:
            if tag is not None and tag not in p.tags:
                continue
            if max_price is not None and p.price > max_price:
                continue
            yield p
cat = Catalog()
cat.add(Product("B-2", "Blender", 49.5, ["kitchen"])).add(Product("A-1", "Apron", 12.0, ["kitchen", "textile"]))
cat.add(Product("C-3", "Cushion", 18.25, ["textile", "home"])).add(Product("D-4", "Desk", 210.0, ["home", "office"]))
print(len(cat), "A-1" in cat, "Z-9" in cat, cat["C-3"])
print(list(cat))
print(list(cat.search(tag="kitchen")), list(cat.search(max_price=20)), list(cat.search(tag="home", max_price=100)))
try:
    cat.add(Product("A-1", "Again", 1.0))
except KeyError as e:
    print("KeyError:", e)
tag_counts = {}
for p in cat:
    for t in p.tags:
        tag_counts[t] = tag_counts.get(t, 0) + 1
print(dict(sorted(tag_counts.items())))
