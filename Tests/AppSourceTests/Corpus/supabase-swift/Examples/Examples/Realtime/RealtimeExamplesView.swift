//
//  RealtimeExamplesView.swift
//  Examples
//
//  Demonstrates Supabase Realtime features
//

import SwiftUI

struct RealtimeExamplesView: View {
  var body: some View {
    List {
      Section {
        Text(
          "Subscribe to real-time changes in your database and communicate with presence and broadcast"
        )
        .font(.caption)
        .foregroundColor(.secondary)
      }

      Section("Database Changes") {
        NavigationLink(destination: PostgresChangesView()) {
          ExampleRow(
            title: "Postgres Changes",
            description: "Listen to INSERT, UPDATE, DELETE events",
            icon: "antenna.radiowaves.left.and.right"
          )
        }

        NavigationLink(destination: TodoRealtimeView()) {
          ExampleRow(
            title: "Live Todo List",
            description: "Real-time todo updates",
            icon: "checklist"
          )
        }
      }

      Section("Broadcast") {
        NavigationLink(destination: BroadcastView()) {
          ExampleRow(
            title: "Broadcast Messages",
            description: "Send and receive broadcast events",
            icon: "megaphone"
          )
        }

        NavigationLink(destination: BinaryBroadcastView()) {
          ExampleRow(
            title: "Binary Broadcast",
            description: "Send and receive binary data (v2)",
            icon: "doc.zipper"
          )
        }
      }

      Section("Presence") {
        NavigationLink(destination: PresenceView()) {
          ExampleRow(
            title: "Presence Tracking",
            description: "Track online users in real-time",
            icon: "person.3"
          )
        }
      }

      Section("Lifecycle") {
        NavigationLink(destination: AppLifecycleView()) {
          ExampleRow(
            title: "App Lifecycle",
            description: "Reconnect and re-join on foreground",
            icon: "arrow.clockwise.circle"
          )
        }
      }
    }
    .navigationTitle("Realtime")
  }
}
