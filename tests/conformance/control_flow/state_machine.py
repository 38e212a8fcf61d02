transitions = {
    ("idle", "start"): "running",
    ("running", "pause"): "paused",
    ("paused", "resume"): "running",
    ("running", "stop"): "idle",
    ("paused", "stop"): "idle",
}
state = "idle"
for event in ["start", "pause", "bogus", "resume", "stop", "stop"]:
    nxt = transitions.get((state, event))
    if nxt is None:
        print(f"{state}: ignoring {event!r}")
        continue
    print(f"{state} --{event}--> {nxt}")
    state = nxt
print("final", state)
