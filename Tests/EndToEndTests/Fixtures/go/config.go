package main

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

// Fault names a rule this back-end breaks on purpose (FAULT=a,b), so that a conformance kit can
// be shown failing the check that rule belongs to.
type Fault string

const (
	// FaultNoOwnershipCheck completes and reads any id it is given, for anyone, even ids it never issued.
	FaultNoOwnershipCheck Fault = "no-ownership-check"
	// FaultNoOwnershipCheckOnResult checks ownership when a capture is completed but not when its result is read.
	FaultNoOwnershipCheckOnResult Fault = "no-ownership-check-on-result"
	// FaultTrustAppClaim approves a capture the app claims succeeded, without reading Human Plugin.
	FaultTrustAppClaim Fault = "trust-app-claim"
	// FaultReadErrorAsRejected stores a read that Human Plugin answered with an error status (404,
	// 500) as the outcome "rejected".
	FaultReadErrorAsRejected Fault = "read-error-as-rejected"
	// FaultExpiredStaysProcessing has no case for an expired process in the background read: that
	// verification stays "processing" for ever.
	FaultExpiredStaysProcessing Fault = "expired-stays-processing"
	// FaultFinishedUnlessRejected takes every finished process that is not an identity failure
	// as approved, whatever its result says.
	FaultFinishedUnlessRejected Fault = "finished-unless-rejected"
	// FaultNoUpstreamTimeout calls Human Plugin with http.DefaultClient, which has no timeout.
	FaultNoUpstreamTimeout Fault = "no-upstream-timeout"
	// FaultRetryOnHang sends a create Human Plugin did not answer in time once more.
	FaultRetryOnHang Fault = "retry-on-hang"
	// FaultHangWhilePolling reads Human Plugin without a timeout: while the read hangs, the
	// verification answers "processing" to every poll.
	FaultHangWhilePolling Fault = "hang-while-polling"
)

// Styles are correct ways of writing this service other than its own (STYLE=a,b).
const (
	// StyleTolerantRead reads the state at the top level of the answer when "process" is missing.
	StyleTolerantRead = "tolerant-read"
	// StyleFailedAsError answers a capture that failed at Human Plugin with an error (502), as a
	// read that could not be made.
	StyleFailedAsError = "failed-as-error"
)

var knownFaults = []Fault{
	FaultNoOwnershipCheck, FaultNoOwnershipCheckOnResult, FaultTrustAppClaim,
	FaultReadErrorAsRejected, FaultExpiredStaysProcessing, FaultFinishedUnlessRejected, FaultNoUpstreamTimeout,
	FaultRetryOnHang, FaultHangWhilePolling,
}

// Config is everything the service reads from its environment.
type Config struct {
	Port           int
	HumanPluginURL string
	HumanPluginKey string
	ClientID       string
	CallbackURI    string
	// Async answers "capture ended" with 202 and reads Human Plugin in the background (RESULTS=async,
	// the default); otherwise the read happens inside that request (RESULTS=sync).
	Async bool
	// Auth is "login" (users log in with the shared test password) or "static" (pre-provisioned tokens).
	Auth         string
	TestPassword string
	// StaticTokens maps a bearer token to its user (AUTH=static).
	StaticTokens map[string]string
	Faults       map[Fault]bool
	// Styles holds the correct styles switched on (StyleTolerantRead, StyleFailedAsError).
	Styles map[string]bool
}

func (c Config) has(f Fault) bool { return c.Faults[f] }

func env(name, fallback string) string {
	if value, ok := os.LookupEnv(name); ok && value != "" {
		return value
	}
	return fallback
}

// LoadConfig reads the environment:
//
//	PORT, HUMAN_PLUGIN_BASE_URL, HUMAN_PLUGIN_TOKEN, HUMAN_PLUGIN_CLIENT_ID (client-a),
//	CALLBACK_URI (com.example.capture://callback), RESULTS (async | sync), AUTH (login | static),
//	APP_TEST_PASSWORD (AUTH=login), STATIC_USERS (AUTH=static: name:VARIABLE,... where the
//	environment variable VARIABLE holds that user's token), FAULT and STYLE (comma-separated).
func LoadConfig() (Config, error) {
	port, err := strconv.Atoi(env("PORT", "8080"))
	if err != nil || port < 0 || port > 65535 {
		return Config{}, fmt.Errorf("PORT: %q is not a port number", os.Getenv("PORT"))
	}
	c := Config{
		Port:           port,
		HumanPluginURL: strings.TrimRight(env("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099"), "/"),
		HumanPluginKey: os.Getenv("HUMAN_PLUGIN_TOKEN"),
		ClientID:       env("HUMAN_PLUGIN_CLIENT_ID", "client-a"),
		CallbackURI:    env("CALLBACK_URI", "com.example.capture://callback"),
		Auth:           env("AUTH", "login"),
		Faults:         map[Fault]bool{},
		Styles:         map[string]bool{},
	}
	switch results := env("RESULTS", "async"); results {
	case "async":
		c.Async = true
	case "sync":
		c.Async = false
	default:
		return Config{}, fmt.Errorf("RESULTS: %q is neither async nor sync", results)
	}
	if c.HumanPluginKey == "" {
		return Config{}, fmt.Errorf("HUMAN_PLUGIN_TOKEN is not set")
	}
	switch c.Auth {
	case "login":
		c.TestPassword = os.Getenv("APP_TEST_PASSWORD")
		if c.TestPassword == "" {
			return Config{}, fmt.Errorf("APP_TEST_PASSWORD is not set (AUTH=login)")
		}
	case "static":
		c.StaticTokens, err = staticTokens(os.Getenv("STATIC_USERS"))
		if err != nil {
			return Config{}, err
		}
	default:
		return Config{}, fmt.Errorf("AUTH: %q is neither login nor static", c.Auth)
	}
	for _, name := range strings.Split(os.Getenv("FAULT"), ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if !isKnown(Fault(name)) {
			return Config{}, fmt.Errorf("unknown FAULT %q (known: %s)", name, knownList())
		}
		c.Faults[Fault(name)] = true
	}
	for _, name := range strings.Split(os.Getenv("STYLE"), ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if name != StyleTolerantRead && name != StyleFailedAsError {
			return Config{}, fmt.Errorf("unknown STYLE %q (known: %s, %s)", name, StyleFailedAsError, StyleTolerantRead)
		}
		c.Styles[name] = true
	}
	return c, nil
}

func staticTokens(list string) (map[string]string, error) {
	tokens := map[string]string{}
	for _, entry := range strings.Split(list, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		name, variable, ok := strings.Cut(entry, ":")
		if !ok || name == "" || variable == "" {
			return nil, fmt.Errorf("STATIC_USERS: %q is not name:VARIABLE", entry)
		}
		token := os.Getenv(variable)
		if token == "" {
			return nil, fmt.Errorf("STATIC_USERS: the token of %s (%s) is not set", name, variable)
		}
		tokens[token] = name
	}
	if len(tokens) == 0 {
		return nil, fmt.Errorf("STATIC_USERS is empty (AUTH=static)")
	}
	return tokens, nil
}

func isKnown(f Fault) bool {
	for _, known := range knownFaults {
		if f == known {
			return true
		}
	}
	return false
}

func knownList() string {
	names := make([]string, len(knownFaults))
	for i, f := range knownFaults {
		names[i] = string(f)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
