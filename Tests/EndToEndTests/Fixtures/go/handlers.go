package main

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Server is the verification API the app talks to.
type Server struct {
	cfg         Config
	users       *Users
	store       *Store
	humanPlugin *HumanPlugin
}

// Routes:
//
//	GET  /healthz                           200 {"status": "ok"}
//	POST /api/login                         {"username", "password"} -> 200 {"access_token", "token_type", "expires_in"}
//	POST /api/verifications                 {"document_number", "document_type"} -> 201 {"id", "link", "status"}
//	POST /api/verifications/{id}/complete   {"claim"} -> 202 {"id", "status": "processing"} (RESULTS=sync: 200 {"id", "status"})
//	GET  /api/verifications/{id}            200 {"id", "status"}; 502 when the read of Human Plugin failed
//
// Every /api/verifications call needs "Authorization: Bearer <token>"; errors are {"error": "..."}.
func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("/api/login", s.login)
	mux.HandleFunc("/api/verifications", s.authenticated(s.start))
	mux.HandleFunc("/api/verifications/", s.authenticated(s.verification))
	return logRequests(mux)
}

type userKey struct{}

func userOf(r *http.Request) string { return r.Context().Value(userKey{}).(string) }

func (s *Server) authenticated(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := s.users.FromRequest(r)
		if user == "" {
			writeError(w, http.StatusUnauthorized, "missing or unknown bearer token")
			return
		}
		next(w, r.WithContext(context.WithValue(r.Context(), userKey{}, user)))
	}
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "use POST")
		return
	}
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	token, ok := s.users.Login(body.Username, body.Password)
	if !ok {
		writeError(w, http.StatusUnauthorized, "invalid username or password")
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"access_token": token, "token_type": "Bearer", "expires_in": 3600})
}

func (s *Server) start(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "use POST")
		return
	}
	var body struct {
		DocumentNumber string `json:"document_number"`
		DocumentType   string `json:"document_type"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	if body.DocumentNumber == "" {
		writeError(w, http.StatusBadRequest, "document_number is required")
		return
	}
	if body.DocumentType == "" {
		body.DocumentType = "DUI_TYPE_NG_BVN"
	}
	create := CreateRequest{
		Flow:          "humantoken",
		ClientID:      s.cfg.ClientID,
		CorrelationID: "vrf-" + randomHex(12),
		Credential:    Credential{Type: body.DocumentType, Value: body.DocumentNumber},
		CallbackURI:   s.cfg.CallbackURI,
	}
	id, link, err := s.humanPlugin.Create(r.Context(), create)
	if err != nil && s.cfg.has(FaultRetryOnHang) && errors.Is(err, ErrUnavailable) {
		id, link, err = s.humanPlugin.Create(r.Context(), create)
	}
	if err != nil {
		log.Printf("create failed: %v", err)
		writeUpstreamError(w, err)
		return
	}
	s.store.Add(id, userOf(r))
	writeJSON(w, http.StatusCreated, map[string]string{"id": id, "link": link, "status": StatusAwaitingCapture})
}

// verification serves /api/verifications/{id} and /api/verifications/{id}/complete.
func (s *Server) verification(w http.ResponseWriter, r *http.Request) {
	rest := strings.TrimPrefix(r.URL.EscapedPath(), "/api/verifications/")
	escaped, action, _ := strings.Cut(rest, "/")
	id, err := url.PathUnescape(escaped)
	if err != nil || id == "" {
		writeError(w, http.StatusNotFound, "verification not found")
		return
	}
	switch {
	case action == "" && r.Method == http.MethodGet:
		s.result(w, r, id)
	case action == "complete" && r.Method == http.MethodPost:
		s.complete(w, r, id)
	case action == "" || action == "complete":
		writeError(w, http.StatusMethodNotAllowed, "method not allowed")
	default:
		writeError(w, http.StatusNotFound, "not found")
	}
}

// owns reports whether user may act on verification id.
func (s *Server) owns(user, id string, onResult bool) bool {
	if s.cfg.has(FaultNoOwnershipCheck) || (onResult && s.cfg.has(FaultNoOwnershipCheckOnResult)) {
		return true
	}
	v, ok := s.store.Get(id)
	return ok && v.Owner == user
}

func (s *Server) complete(w http.ResponseWriter, r *http.Request, id string) {
	if !s.owns(userOf(r), id, false) {
		writeError(w, http.StatusNotFound, "verification not found")
		return
	}
	var body struct {
		Claim string `json:"claim"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	if s.cfg.has(FaultTrustAppClaim) && body.Claim == "success" {
		s.store.Update(id, func(v *Verification) { v.Status, v.Failed = StatusApproved, false })
		s.answerStatus(w, id, http.StatusOK)
		return
	}
	if !s.cfg.Async {
		s.readHumanPlugin(r.Context(), id)
		s.answerStatus(w, id, http.StatusOK)
		return
	}
	s.store.Update(id, func(v *Verification) { v.Status, v.Failed = StatusProcessing, false })
	go s.readHumanPlugin(context.Background(), id)
	writeJSON(w, http.StatusAccepted, map[string]string{"id": id, "status": StatusProcessing})
}

func (s *Server) result(w http.ResponseWriter, r *http.Request, id string) {
	if _, known := s.store.Get(id); !known || !s.owns(userOf(r), id, true) {
		writeError(w, http.StatusNotFound, "verification not found")
		return
	}
	s.answerStatus(w, id, http.StatusOK)
}

// answerStatus writes the verification's status, or an error when reading Human Plugin failed.
func (s *Server) answerStatus(w http.ResponseWriter, id string, code int) {
	v, _ := s.store.Get(id)
	if v.Failed {
		writeError(w, http.StatusBadGateway, "could not read the verification's result from Human Plugin")
		return
	}
	writeJSON(w, code, map[string]string{"id": id, "status": v.Status})
}

// readHumanPlugin reads the final state with Human Plugin's id and stores the outcome (or the failure).
func (s *Server) readHumanPlugin(ctx context.Context, id string) {
	process, err := s.humanPlugin.Get(ctx, id)
	status, known := outcomeOf(process)
	if err == nil && !known && s.cfg.has(FaultFinishedUnlessRejected) && process.State == "PROCESS_STATE_FINISHED" {
		status, known = StatusApproved, true
	}
	if err == nil && !known {
		err = errors.New("unknown state " + process.State + "/" + process.Result)
	}
	if err != nil {
		log.Printf("read of %s failed: %v", id, err)
	}
	if s.cfg.has(FaultExpiredStaysProcessing) && err == nil && status == StatusExpired {
		return
	}
	if err == nil && status == StatusFailed && s.cfg.Styles[StyleFailedAsError] {
		err = errors.New("the capture failed at Human Plugin")
	}
	s.store.Update(id, func(v *Verification) {
		switch {
		case err == nil:
			v.Status, v.Failed = status, false
		case s.cfg.has(FaultReadErrorAsRejected) && errors.As(err, new(*StatusError)):
			v.Status, v.Failed = StatusRejected, false
		default:
			v.Status, v.Failed = "error", true
		}
	})
}

func readJSON(w http.ResponseWriter, r *http.Request, into any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
	if err := json.NewDecoder(r.Body).Decode(into); err != nil {
		writeError(w, http.StatusBadRequest, "the body is not the expected JSON object")
		return false
	}
	return true
}

func writeUpstreamError(w http.ResponseWriter, err error) {
	if errors.Is(err, ErrUnavailable) {
		writeError(w, http.StatusGatewayTimeout, "human plugin did not answer")
		return
	}
	writeError(w, http.StatusBadGateway, "human plugin refused the request")
}

func writeError(w http.ResponseWriter, code int, message string) {
	writeJSON(w, code, map[string]string{"error": message})
}

func writeJSON(w http.ResponseWriter, code int, body any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	if err := json.NewEncoder(w).Encode(body); err != nil {
		log.Printf("writing the answer: %v", err)
	}
}

type statusRecorder struct {
	http.ResponseWriter
	code int
}

func (r *statusRecorder) WriteHeader(code int) {
	r.code = code
	r.ResponseWriter.WriteHeader(code)
}

func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started := time.Now()
		rec := &statusRecorder{ResponseWriter: w, code: http.StatusOK}
		next.ServeHTTP(rec, r)
		log.Printf("%s %s %d %s", r.Method, r.URL.Path, rec.code, time.Since(started).Round(time.Millisecond))
	})
}
