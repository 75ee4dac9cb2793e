// Command verifications is an integrator back-end for the Human Plugin iOS capture, written with
// Go's standard library only. App users log in for a bearer token (or hold pre-provisioned
// tokens); "capture ended" answers 202 and Human Plugin is read in the background, the app polling
// the verification for its result (RESULTS=sync reads inside the request instead).
// See Routes for the API and LoadConfig for the environment.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
	"time"
)

func main() {
	log.SetOutput(os.Stdout)
	cfg, err := LoadConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, "configuration:", err)
		os.Exit(2)
	}
	server := &Server{cfg: cfg, users: NewUsers(cfg), store: NewStore(), humanPlugin: NewHumanPlugin(cfg)}
	httpServer := &http.Server{Handler: server.Routes(), ReadHeaderTimeout: 5 * time.Second}

	listener, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", cfg.Port))
	if err != nil {
		log.Fatal(err)
	}
	results := map[bool]string{true: "async", false: "sync"}[cfg.Async]
	log.Printf("go back-end listening on http://%s (results %s, auth %s, faults: %s)",
		listener.Addr(), results, cfg.Auth, faultList(cfg))

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = httpServer.Shutdown(shutdown)
	}()
	if err := httpServer.Serve(listener); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
}

func faultList(cfg Config) string {
	var names []string
	for f := range cfg.Faults {
		names = append(names, string(f))
	}
	if len(names) == 0 {
		return "none"
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}
