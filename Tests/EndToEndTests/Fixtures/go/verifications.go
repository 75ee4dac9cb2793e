package main

import "sync"

// Verification is one capture an app user started: Human Plugin's id, who owns it, where it stands.
type Verification struct {
	ID     string
	Owner  string
	Status string
	// Failed is set when the read of Human Plugin failed: the result is an error, not an outcome.
	Failed bool
}

// Store keeps verifications by Human Plugin id, in memory.
type Store struct {
	mu    sync.Mutex
	items map[string]*Verification
}

func NewStore() *Store { return &Store{items: map[string]*Verification{}} }

// Add records a verification the back-end created for owner.
func (s *Store) Add(id, owner string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[id] = &Verification{ID: id, Owner: owner, Status: StatusAwaitingCapture}
}

// Get returns a copy of the verification, if there is one.
func (s *Store) Get(id string) (Verification, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.items[id]
	if !ok {
		return Verification{}, false
	}
	return *v, true
}

// Update changes the verification under the store's lock, creating it when asked for an id it
// does not hold (only the no-ownership-check fault does that).
func (s *Store) Update(id string, change func(*Verification)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.items[id]
	if !ok {
		v = &Verification{ID: id}
		s.items[id] = v
	}
	change(v)
}
