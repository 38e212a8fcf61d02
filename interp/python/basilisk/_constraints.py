"""What a sandbox allows, as the model should be told."""


class CodeConstraints:
    """The language subset, importable modules and limits of one CodeSandbox.

    ``supports_<feature>`` is True when the feature is on (``supports_while_loops``,
    ``supports_imports``, ...); ``prompt()`` is the text to give the model.
    """

    def __init__(self, features, modules, limits, additional_instructions, prompt):
        self.features = dict(features)
        self.modules = list(modules)
        self.limits = dict(limits)
        self.additional_instructions = additional_instructions
        self._prompt = prompt

    def __getattr__(self, name):
        if name.startswith("supports_") and name[9:] in self.__dict__.get("features", {}):
            return self.features[name[9:]]
        raise AttributeError(f"'CodeConstraints' object has no attribute '{name}'")

    def __dir__(self):
        return sorted(set(super().__dir__()) | {"supports_" + k for k in self.features})

    def prompt(self):
        return self._prompt

    def to_dict(self):
        return {"features": dict(self.features), "modules": list(self.modules),
                "limits": dict(self.limits), "additional_instructions": self.additional_instructions}

    def __repr__(self):
        off = sorted(k for k, on in self.features.items() if not on)
        return f"CodeConstraints(disabled={off}, modules={self.modules})"
