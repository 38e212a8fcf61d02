# Case-only differences are cheap; the first best candidate in sorted dir() order wins.
class Config:
    def __init__(self):
        self.Timeout = 3
        self.retries = 2

c = Config()
print(c.Timeout)
print(c.timeout)
