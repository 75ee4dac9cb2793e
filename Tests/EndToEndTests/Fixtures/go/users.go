package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strings"
	"sync"
)

// Users knows which app user a bearer token belongs to: tokens handed out by the login, or
// tokens provisioned ahead of time (AUTH=static).
type Users struct {
	mu       sync.RWMutex
	tokens   map[string]string
	password string
	canLogin bool
}

// NewUsers returns the user directory the configuration asks for.
func NewUsers(c Config) *Users {
	u := &Users{tokens: map[string]string{}, password: c.TestPassword, canLogin: c.Auth == "login"}
	for token, name := range c.StaticTokens {
		u.tokens[token] = name
	}
	return u
}

// Login checks the shared test password and hands out a fresh token for name.
func (u *Users) Login(name, password string) (string, bool) {
	if !u.canLogin || name == "" || subtle.ConstantTimeCompare([]byte(password), []byte(u.password)) != 1 {
		return "", false
	}
	token := randomHex(32)
	u.mu.Lock()
	u.tokens[token] = name
	u.mu.Unlock()
	return token, true
}

// FromRequest is the user whose bearer token the request carries, or "".
func (u *Users) FromRequest(r *http.Request) string {
	header := r.Header.Get("Authorization")
	token := strings.TrimPrefix(header, "Bearer ")
	if token == header || token == "" {
		return ""
	}
	u.mu.RLock()
	defer u.mu.RUnlock()
	return u.tokens[token]
}

func randomHex(bytes int) string {
	buf := make([]byte, bytes)
	if _, err := rand.Read(buf); err != nil {
		panic(err)
	}
	return hex.EncodeToString(buf)
}
