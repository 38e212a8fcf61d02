class Cache:
    def __init__(self):
        self.store = {"a": 1}
    def get(self, k):
        return self.store[k]
c = Cache()
print(c.get("a"))
print(c.get("missing"))
