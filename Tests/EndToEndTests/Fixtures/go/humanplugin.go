package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// upstreamTimeout bounds every Human Plugin call: well inside the app's own patience, so that a
// silent Human Plugin becomes an error answer rather than a hung app.
const upstreamTimeout = time.Second

// ErrUnavailable means Human Plugin did not answer in time or could not be reached.
var ErrUnavailable = errors.New("human plugin unavailable")

// StatusError means Human Plugin answered, but with an error status.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("human plugin answered %d", e.Code) }

// HumanPlugin is the client of the Human Plugin process API.
type HumanPlugin struct {
	baseURL string
	token   string
	http    *http.Client
	// reads is the client of the reads (the same as http unless a fault says otherwise).
	reads *http.Client
	// tolerant reads the state at the top level when the answer has no "process".
	tolerant bool
}

// NewHumanPlugin returns a client that never follows redirects and gives up after upstreamTimeout.
func NewHumanPlugin(c Config) *HumanPlugin {
	client := &http.Client{
		Timeout: upstreamTimeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	if c.has(FaultNoUpstreamTimeout) {
		client = http.DefaultClient
	}
	reads := client
	if c.has(FaultHangWhilePolling) {
		reads = &http.Client{CheckRedirect: client.CheckRedirect}
	}
	return &HumanPlugin{baseURL: c.HumanPluginURL, token: c.HumanPluginKey, http: client, reads: reads, tolerant: c.Styles[StyleTolerantRead]}
}

// CreateRequest is the body of POST /v1/processes.
type CreateRequest struct {
	Flow          string     `json:"flow"`
	ClientID      string     `json:"clientId"`
	CorrelationID string     `json:"correlationId"`
	Credential    Credential `json:"credential"`
	CallbackURI   string     `json:"callbackUri"`
}

// Credential is the document the person proves they hold.
type Credential struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// Process is what Human Plugin says about one process.
type Process struct {
	ID     string `json:"id"`
	State  string `json:"state"`
	Result string `json:"result"`
}

// Create starts a process; it returns Human Plugin's id and link.
func (hp *HumanPlugin) Create(ctx context.Context, body CreateRequest) (id, link string, err error) {
	var created struct {
		ID   string `json:"id"`
		Link string `json:"link"`
	}
	status, err := hp.do(ctx, hp.http, http.MethodPost, "/v1/processes", body, &created)
	if err != nil {
		return "", "", err
	}
	if status != http.StatusCreated || created.ID == "" || created.Link == "" {
		return "", "", fmt.Errorf("create answered %d without an id and a link", status)
	}
	return created.ID, created.Link, nil
}

// Get reads the process with Human Plugin's own id.
func (hp *HumanPlugin) Get(ctx context.Context, id string) (Process, error) {
	var answer struct {
		Process *Process `json:"process"`
		// The top level, read only in the tolerant style when "process" is missing.
		State  string `json:"state"`
		Result string `json:"result"`
	}
	status, err := hp.do(ctx, hp.reads, http.MethodGet, "/v1/processes/"+url.PathEscape(id), nil, &answer)
	if status >= 400 {
		return Process{}, &StatusError{Code: status}
	}
	if err != nil {
		return Process{}, err
	}
	if status == http.StatusOK && answer.Process == nil && hp.tolerant && answer.State != "" {
		return Process{ID: id, State: answer.State, Result: answer.Result}, nil
	}
	if status != http.StatusOK || answer.Process == nil {
		return Process{}, fmt.Errorf("read answered %d without a process", status)
	}
	return *answer.Process, nil
}

func (hp *HumanPlugin) do(ctx context.Context, client *http.Client, method, path string, body, into any) (int, error) {
	var payload io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		payload = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, hp.baseURL+path, payload)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+hp.token)
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(into); err != nil {
		return resp.StatusCode, fmt.Errorf("answer %d is not JSON: %v", resp.StatusCode, err)
	}
	return resp.StatusCode, nil
}
