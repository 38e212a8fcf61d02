class ToolError(Exception):
    def __init__(self, message, retryable=True):
        super().__init__(message)
        self.retryable = retryable
responses = {"search": ["timeout", "timeout", "ok"], "fetch": ["rate_limited", "forbidden"], "ping": ["ok"]}
def call_tool(name):
    outcome = responses[name].pop(0)
    if outcome == "ok":
        return {"tool": name, "result": "success"}
    if outcome == "forbidden":
        raise ToolError(f"{name}: 403 forbidden", retryable=False)
    raise ToolError(f"{name}: {outcome}")
def with_retries(name, max_attempts=4, base_delay=0.5):
    delay = base_delay
    for attempt in range(1, max_attempts + 1):
        try:
            result = call_tool(name)
            print(f"  attempt {attempt}: ok")
            return result
        except ToolError as e:
            if not e.retryable:
                print(f"  attempt {attempt}: fatal ({e})")
                raise
            print(f"  attempt {attempt}: {e}; would sleep {delay:.2f}s")
            delay = min(delay * 2, 4.0)
    raise ToolError(f"{name}: gave up after {max_attempts} attempts", retryable=False)
for tool in ["search", "fetch", "ping"]:
    print(f"calling {tool}")
    try:
        print("  ->", with_retries(tool))
    except ToolError as e:
        print(f"  -> failed: {e} (retryable={e.retryable})")
