class Store:
    def __init__(self):
        self.data = {}
        self.tx = []
    def execute(self, line):
        parts = line.split()
        if not parts:
            return "ERR empty command"
        cmd, args = parts[0].upper(), parts[1:]
        handler = getattr(self, "cmd_" + cmd.lower(), None)
        if handler is None:
            return f"ERR unknown command {cmd!r}"
        try:
            return handler(*args)
        except TypeError:
            return f"ERR wrong number of arguments for {cmd}"
    def _write(self, key, value):
        if self.tx:
            self.tx[-1].append((key, self.data.get(key)))
        if value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value
    def cmd_set(self, key, value):
        self._write(key, value)
        return "OK"
    def cmd_get(self, key):
        return self.data.get(key, "(nil)")
    def cmd_del(self, key):
        existed = key in self.data
        self._write(key, None)
        return int(existed)
    def cmd_incr(self, key):
        try:
            v = int(self.data.get(key, "0")) + 1
        except ValueError:
            return "ERR value is not an integer"
        self._write(key, str(v))
        return v
    def cmd_begin(self):
        self.tx.append([])
        return "OK"
    def cmd_rollback(self):
        if not self.tx:
            return "ERR no transaction"
        for key, old in reversed(self.tx.pop()):
            if old is None:
                self.data.pop(key, None)
            else:
                self.data[key] = old
        return "OK"
    def cmd_commit(self):
        if not self.tx:
            return "ERR no transaction"
        self.tx.clear()
        return "OK"
    def cmd_keys(self):
        return " ".join(sorted(self.data)) or "(empty)"
script = """SET a 1
INCR a
INCR counter
GET a
BEGIN
SET a 100
DEL counter
KEYS
ROLLBACK
KEYS
GET a
SET name bob
INCR name
FLY away
GET
BEGIN
SET x 1
COMMIT
ROLLBACK
KEYS"""
store = Store()
for line in script.splitlines():
    print(f"{line:<16}-> {store.execute(line)}")
