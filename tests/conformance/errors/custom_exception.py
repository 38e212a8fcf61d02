class ToolError(Exception):
    pass
def call_tool(name):
    if name != "ok":
        raise ToolError("bad")
    return "fine"
print(call_tool("ok"))
call_tool("broken")
