class Config:
    debug = False
    level = "info"
    def show(self):
        return f"debug={self.debug} level={self.level}"
c1, c2 = Config(), Config()
c1.debug = True
print(c1.show(), c2.show())
Config.level = "warn"
print(c1.show(), c2.show())
class Sub(Config):
    level = "error"
print(Sub().show(), Sub.debug)
Config.debug = True
print(Sub().show())
print(getattr(Config, "level"), hasattr(Sub, "show"))
