class QuotaExceeded(Exception):
    def __init__(self, used, limit):
        super().__init__(used, limit)
        self.used = used
        self.limit = limit
    def __str__(self):
        return f"quota exceeded: {self.used}/{self.limit}"
print("checking quota")
raise QuotaExceeded(105, 100)
