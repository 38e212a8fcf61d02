class TransientError(Exception):
    pass


class FatalError(Exception):
    pass


def make_flaky(outcomes):
    calls = {"n": 0}

    def call():
        i = calls["n"]
        calls["n"] += 1
        out = outcomes[i] if i < len(outcomes) else "ok"
        if out == "transient":
            raise TransientError(f"attempt {i + 1} timed out")
        if out == "fatal":
            raise FatalError("bad credentials")
        return f"result after {i + 1} call(s)"

    return call


def with_retry(fn, attempts=4, base_delay=0.5):
    delays = []
    for attempt in range(1, attempts + 1):
        try:
            return fn(), delays
        except TransientError as e:
            if attempt == attempts:
                raise RuntimeError(f"gave up after {attempts} attempts") from e
            delays.append(base_delay * 2 ** (attempt - 1))
        finally:
            pass
    return None, delays


for scenario in [[], ["transient"], ["transient", "transient", "ok"], ["transient"] * 5, ["transient", "fatal"]]:
    try:
        res, delays = with_retry(make_flaky(scenario))
        print(f"{res} delays={delays} waited={sum(delays):.1f}s")
    except RuntimeError as e:
        print("RuntimeError:", e, "| cause:", e.__cause__)
    except FatalError as e:
        print("FatalError:", e)
