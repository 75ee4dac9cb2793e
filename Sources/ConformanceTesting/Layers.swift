// A partner's tests import ConformanceTesting alone: the kit's types they write an in-process
// `AppAdapter` with (AdapterStep, AdapterReply, AdapterCall, HTTPClient, JSONValue, ...) come with it.
@_exported import HumanPluginConformance
