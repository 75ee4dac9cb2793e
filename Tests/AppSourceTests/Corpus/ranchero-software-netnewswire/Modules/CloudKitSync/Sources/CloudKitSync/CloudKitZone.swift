//
//  CloudKitZone.swift
//  RSCore
//
//  Created by Maurice Parker on 3/21/20.
//  Copyright © 2020 Ranchero Software, LLC. All rights reserved.
//

import CloudKit
import os
import RSCore

// Retry on CKError.networkFailure (which is transient).
private let networkFailureRetryCount = 3
private let networkFailureRetryDelay: TimeInterval = 3

public typealias CloudKitQueryPageHandler = @MainActor @Sendable ([CKRecord]) async -> Void

public enum CloudKitZoneError: LocalizedError, Sendable {
	case userDeletedZone
	case corruptAccount
	case unknown

	public var errorDescription: String? {
		switch self {
		case .userDeletedZone:
			return NSLocalizedString("The iCloud data was deleted. Please remove the application iCloud account and add it again to continue using the application's iCloud support.", comment: "User deleted zone.")
		case .corruptAccount:
			return NSLocalizedString("There is an unrecoverable problem with your application iCloud account. Please make sure you have iCloud and iCloud Drive enabled in System Preferences. Then remove the application iCloud account and add it again.", comment: "Corrupt account.")
		default:
			return NSLocalizedString("An unexpected CloudKit error occurred.", comment: "An unexpected CloudKit error occurred.")
		}
	}
}

// Wrapper to safely transfer non-Sendable values in @Sendable closures
// Generic over the Success type of the Result
private struct CloudKitZoneCaptures<Success>: @unchecked Sendable {
	weak var zone: (any CloudKitZone)?
	let completion: (Result<Success, Error>) -> Void
}

public protocol CloudKitZoneDelegate: AnyObject {
	func cloudKitDidModify(changed: [CKRecord], deleted: [CloudKitRecordKey]) async throws
}

public typealias CloudKitRecordKey = (recordType: CKRecord.RecordType, recordID: CKRecord.ID)

/// Called after each page of `fetchChangesInZone` completes.
/// Parameters: zone name, changed count, deleted count, moreComing.
public typealias CloudKitZoneFetchPageHandler = @MainActor @Sendable (String, Int, Int, Bool) -> Void

@MainActor public protocol CloudKitZone: AnyObject {
	static var qualityOfService: QualityOfService { get }

	var zoneID: CKRecordZone.ID { get }

	var container: CKContainer? { get }
	var database: CKDatabase? { get }
	var delegate: CloudKitZoneDelegate? { get set }

	/// Called after each page of fetchChangesInZone completes.
	var fetchChangesPageHandler: CloudKitZoneFetchPageHandler? { get set }

	/// Reset the change token used to determine what point in time we are doing changes fetches
	func resetChangeToken()

	/// Generates a new CKRecord.ID using a UUID for the record's name
	func generateRecordID() -> CKRecord.ID

	/// Subscribe to changes at a zone level
	func subscribeToZoneChanges()

	/// Process a remove notification
	func receiveRemoteNotification(userInfo: [AnyHashable: Any]) async

}

public extension CloudKitZone {
	// My observation has been that QoS is treated differently for CloudKit operations on macOS vs iOS.
	// .userInitiated is too aggressive on iOS and can lead the UI slowing down and appearing to block.
	// .default (or lower) on macOS will sometimes hang for extended periods of time and appear to hang.
	static var qualityOfService: QualityOfService {
		#if os(macOS) || targetEnvironment(macCatalyst)
		return .userInitiated
		#else
		return .default
		#endif
	}

	nonisolated private static var logger: Logger {
		cloudKitLogger
	}

	var changeTokenKey: String {
		"cloudkit.server.token.\(zoneID.zoneName).\(zoneID.ownerName)"
	}

	var changeToken: CKServerChangeToken? {
		get {
			guard let tokenData = UserDefaults.standard.object(forKey: changeTokenKey) as? Data else { return nil }
			return try? NSKeyedUnarchiver.unarchivedObject(ofClass: CKServerChangeToken.self, from: tokenData)
		}
		set {
			guard let token = newValue, let data = try? NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: false) else {
				UserDefaults.standard.removeObject(forKey: changeTokenKey)
				return
			}
			UserDefaults.standard.set(data, forKey: changeTokenKey)
		}
	}

	/// Reset the change token used to determine what point in time we are doing changes fetches
	func resetChangeToken() {
		Self.logger.debug("CloudKitZone: resetChangeToken \(self.zoneID.zoneName, privacy: .public)")
		changeToken = nil
	}

	func generateRecordID() -> CKRecord.ID {
		CKRecord.ID(recordName: UUID().uuidString, zoneID: zoneID)
	}

	func delaySeconds(_ seconds: TimeInterval) async {
		try? await Task.sleep(for: .seconds(seconds))
	}

	func receiveRemoteNotification(userInfo: [AnyHashable: Any]) async {
		Self.logger.debug("CloudKitZone: receiveRemoteNotification \(self.zoneID.zoneName, privacy: .public) userInfo: \(userInfo)")
		let note = CKRecordZoneNotification(fromRemoteNotificationDictionary: userInfo)
		guard note?.recordZoneID?.zoneName == zoneID.zoneName else {
			return
		}

		do {
			try await fetchChangesInZone()
		} catch {
			Self.logger.error("CloudKitZone: receiveRemoteNotification \(self.zoneID.zoneName, privacy: .public) fetch error: \(error.localizedDescription)")
		}
	}

	/// Creates the zone record
	func createZoneRecord(completion: @escaping @MainActor (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: createZoneRecord \(self.zoneID.zoneName, privacy: .public)")
		guard let database else {
			completion(.failure(CloudKitZoneError.unknown))
			return
		}

		database.save(CKRecordZone(zoneID: zoneID)) { (_, error) in
			Task { @MainActor in
				if let error {
					completion(.failure(CloudKitError(error)))
				} else {
					completion(.success(()))
				}
			}
		}
	}

	/// Subscribes to zone changes
	func subscribeToZoneChanges() {
		Self.logger.debug("CloudKitZone: subscribeToZoneChanges \(self.zoneID.zoneName, privacy: .public)")
		let subscription = CKRecordZoneSubscription(zoneID: zoneID, subscriptionID: zoneID.zoneName)

		let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info

		save(subscription) { result in
			if case .failure(let error) = result {
				Self.logger.error("CloudKitZone: subscribeToZoneChanges \(self.zoneID.zoneName, privacy: .public) zone error: \(error.localizedDescription)")
			}
		}
    }

	/// Issue a CKQuery and return the resulting CKRecords.
	func query(_ ckQuery: CKQuery, desiredKeys: [String]? = nil, pageHandler: CloudKitQueryPageHandler? = nil, completion: @escaping (Result<[CKRecord], Error>) -> Void) {
		Self.logger.debug("CloudKitZone: query ckQuery \(self.zoneID.zoneName, privacy: .public)")
		var records = [CKRecord]()
		var pageStartIndex = 0

		let op = CKQueryOperation(query: ckQuery)
		op.qualityOfService = Self.qualityOfService

		if let desiredKeys {
			op.desiredKeys = desiredKeys
		}

		op.recordMatchedBlock = { _, result in
			Task { @MainActor in
				if let record = try? result.get() {
					records.append(record)
				}
			}
		}

		op.queryResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				let pageRecords = Array(records[pageStartIndex...])
				pageStartIndex = records.count
				await pageHandler?(pageRecords)

				switch result {
				case .success(let cursor):
					if let cursor {
						self.query(cursor: cursor, desiredKeys: desiredKeys, carriedRecords: records, pageHandler: pageHandler, completion: completion)
					} else {
						completion(.success(records))
					}
				case .failure(let error):
					switch CloudKitZoneResult.resolve(error) {
					case .success:
						completion(.success(records))
					case .zoneNotFound:
						self.createZoneRecord { result in
							switch result {
							case .success:
								self.query(ckQuery, desiredKeys: desiredKeys, pageHandler: pageHandler, completion: completion)
							case .failure(let error):
								completion(.failure(error))
							}
						}
					case .retry(let timeToWait):
						Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) zone query retry in \(timeToWait) seconds")
						await delaySeconds(timeToWait)
						self.query(ckQuery, desiredKeys: desiredKeys, pageHandler: pageHandler, completion: completion)
					case .userDeletedZone:
						completion(.failure(CloudKitZoneError.userDeletedZone))
					default:
						completion(.failure(CloudKitError(error)))
					}
				}
			}
		}

		database?.add(op)
	}

	/// Query CKRecords using a CKQuery Cursor
	func query(cursor: CKQueryOperation.Cursor, desiredKeys: [String]? = nil, carriedRecords: [CKRecord], pageHandler: CloudKitQueryPageHandler? = nil, completion: @escaping (Result<[CKRecord], Error>) -> Void) {
		Self.logger.debug("CloudKitZone: query cursor \(self.zoneID.zoneName, privacy: .public)")
		var records = carriedRecords
		let pageStartIndex = records.count

		let op = CKQueryOperation(cursor: cursor)
		op.qualityOfService = Self.qualityOfService

		if let desiredKeys {
			op.desiredKeys = desiredKeys
		}

		op.recordMatchedBlock = { _, result in
			Task { @MainActor in
				if let record = try? result.get() {
					records.append(record)
				}
			}
		}

		op.queryResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				let pageRecords = Array(records[pageStartIndex...])
				await pageHandler?(pageRecords)

				switch result {
				case .success(let newCursor):
					if let newCursor {
						self.query(cursor: newCursor, desiredKeys: desiredKeys, carriedRecords: records, pageHandler: pageHandler, completion: completion)
					} else {
						completion(.success(records))
					}
				case .failure(let error):
					switch CloudKitZoneResult.resolve(error) {
					case .success:
						completion(.success(records))
					case .zoneNotFound:
						self.createZoneRecord { result in
							switch result {
							case .success:
								self.query(cursor: cursor, desiredKeys: desiredKeys, carriedRecords: records, pageHandler: pageHandler, completion: completion)
							case .failure(let error):
								completion(.failure(error))
							}
						}
					case .retry(let timeToWait):
						Self.logger.debug("CloudKitZone: query cursor \(self.zoneID.zoneName, privacy: .public) zone query retry in \(timeToWait) seconds")
						await delaySeconds(timeToWait)
						self.query(cursor: cursor, desiredKeys: desiredKeys, carriedRecords: records, pageHandler: pageHandler, completion: completion)
					case .userDeletedZone:
						completion(.failure(CloudKitZoneError.userDeletedZone))
					default:
						completion(.failure(CloudKitError(error)))
					}
				}
			}
		}

		database?.add(op)
	}

	/// Fetch a CKRecord by using its externalID
	func fetch(externalID: String?, completion: @escaping (Result<CKRecord, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: fetch \(self.zoneID.zoneName, privacy: .public) externalID: \(externalID ?? "")")
		guard let externalID else {
			completion(.failure(CloudKitZoneError.corruptAccount))
			return
		}

		let recordID = CKRecord.ID(recordName: externalID, zoneID: zoneID)

		// Wrapper to safely transfer non-Sendable values in @Sendable closure
		let captures = CloudKitZoneCaptures(zone: self, completion: completion)

		database?.fetch(withRecordID: recordID) { record, error in
			Task { @MainActor in
				guard let self = captures.zone else {
					captures.completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch CloudKitZoneResult.resolve(error) {
				case .success:
					if let record = record {
						captures.completion(.success(record))
					} else {
						captures.completion(.failure(CloudKitZoneError.unknown))
					}
				case .zoneNotFound:
					self.createZoneRecord { result in
						switch result {
						case .success:
							self.fetch(externalID: externalID, completion: captures.completion)
						case .failure(let error):
							captures.completion(.failure(error))
						}
					}
				case .retry(let timeToWait):
					Self.logger.debug("CloudKitZone: fetch \(self.zoneID.zoneName, privacy: .public) externalID: \(externalID) zone fetch retry in \(timeToWait) seconds")
					await self.delaySeconds(timeToWait)
					self.fetch(externalID: externalID, completion: captures.completion)
				case .userDeletedZone:
					captures.completion(.failure(CloudKitZoneError.userDeletedZone))
				default:
					captures.completion(.failure(CloudKitError(error!)))
				}
			}
		}
	}

	/// Save the CKRecord
	func save(_ record: CKRecord, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: save \(self.zoneID.zoneName, privacy: .public)")
		modify(recordsToSave: [record], recordIDsToDelete: [], completion: completion)
	}

	/// Save the CKRecords
	func save(_ records: [CKRecord], completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: save records \(self.zoneID.zoneName, privacy: .public)")
		modify(recordsToSave: records, recordIDsToDelete: [], completion: completion)
	}

	/// Saves or modifies the records as long as they are unchanged relative to the local version
	func saveIfNew(_ records: [CKRecord], completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: saveIfNew \(self.zoneID.zoneName, privacy: .public)")
		let op = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: [CKRecord.ID]())
		op.savePolicy = .ifServerRecordUnchanged
		op.isAtomic = false
		op.qualityOfService = Self.qualityOfService

		op.modifyRecordsResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					return
				}

				switch result {
				case .success:
					completion(.success(()))
				case .failure(let error):
					switch CloudKitZoneResult.resolve(error) {
					case .success, .partialFailure:
						completion(.success(()))

					case .zoneNotFound:
						self.createZoneRecord { result in
							switch result {
							case .success:
								self.saveIfNew(records, completion: completion)
							case .failure(let error):
								completion(.failure(error))
							}
						}

					case .userDeletedZone:
						completion(.failure(CloudKitZoneError.userDeletedZone))

					case .retry(let timeToWait):
						await delaySeconds(timeToWait)
						self.saveIfNew(records, completion: completion)

					case .limitExceeded:

						var chunkedRecords = records.chunked(into: 200)

						@MainActor func saveChunksIfNew() {
							if let records = chunkedRecords.popLast() {
								self.saveIfNew(records) { result in
									switch result {
									case .success:
										Self.logger.info("CloudKit: Saved \(records.count) chunked new records.")
										saveChunksIfNew()
									case .failure(let error):
										completion(.failure(error))
									}
								}
							} else {
								completion(.success(()))
							}
						}

						saveChunksIfNew()

					default:
						completion(.failure(CloudKitError(error)))
					}
				}
			}
		}

		database?.add(op)
	}

	/// Save the CKSubscription
	func save(_ subscription: CKSubscription, completion: @escaping (Result<CKSubscription, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: save subscription \(self.zoneID.zoneName, privacy: .public)")
		let captures = CloudKitZoneCaptures(zone: self, completion: completion)

		database?.save(subscription) { savedSubscription, error in
			Task { @MainActor in
				guard let self = captures.zone else {
					captures.completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch CloudKitZoneResult.resolve(error) {
				case .success:
					captures.completion(.success((savedSubscription!)))
				case .zoneNotFound:
					self.createZoneRecord { result in
						switch result {
						case .success:
							self.save(subscription, completion: captures.completion)
						case .failure(let error):
							captures.completion(.failure(error))
						}
					}
				case .retry(let timeToWait):
					Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) save subscription retry in \(timeToWait) seconds")
					await self.delaySeconds(timeToWait)
					self.save(subscription, completion: captures.completion)
				default:
					captures.completion(.failure(CloudKitError(error!)))
				}
			}
		}
	}

	/// Delete CKRecords using a CKQuery
	func delete(ckQuery: CKQuery, pageHandler: CloudKitQueryPageHandler? = nil, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete ckQuery \(self.zoneID.zoneName, privacy: .public)")

		var records = [CKRecord]()

		let op = CKQueryOperation(query: ckQuery)
		op.qualityOfService = Self.qualityOfService
		op.recordMatchedBlock = { _, result in
			Task { @MainActor in
				if let record = try? result.get() {
					records.append(record)
				}
			}
		}

		op.queryResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch result {
				case .success(let cursor):
					await pageHandler?(records)
					if let cursor {
						self.delete(cursor: cursor, carriedRecords: records, pageHandler: pageHandler, completion: completion)
					} else {
						guard !records.isEmpty else {
							completion(.success(()))
							return
						}

						let recordIDs = records.map { $0.recordID }
						self.modify(recordsToSave: [], recordIDsToDelete: recordIDs, completion: completion)
					}
				case .failure(let error):
					completion(.failure(CloudKitError(error)))
				}
			}
		}

		database?.add(op)
	}

	/// Delete CKRecords using a CKQuery
	func delete(cursor: CKQueryOperation.Cursor, carriedRecords: [CKRecord], pageHandler: CloudKitQueryPageHandler? = nil, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete cursor \(self.zoneID.zoneName, privacy: .public)")

		var records = [CKRecord]()

		let op = CKQueryOperation(cursor: cursor)
		op.qualityOfService = Self.qualityOfService
		op.recordMatchedBlock = { _, result in
			Task { @MainActor in
				if let record = try? result.get() {
					records.append(record)
				}
			}
		}

		op.queryResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch result {
				case .success(let cursor):
					await pageHandler?(records)
					records.append(contentsOf: carriedRecords)

					if let cursor {
						self.delete(cursor: cursor, carriedRecords: records, pageHandler: pageHandler, completion: completion)
					} else {
						let recordIDs = records.map { $0.recordID }
						self.modify(recordsToSave: [], recordIDsToDelete: recordIDs, completion: completion)
					}
				case .failure(let error):
					completion(.failure(CloudKitError(error)))
				}
			}
		}

		database?.add(op)
	}

	/// Delete a CKRecord using its recordID
	func delete(recordID: CKRecord.ID, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete recordID \(self.zoneID.zoneName, privacy: .public)")
		modify(recordsToSave: [], recordIDsToDelete: [recordID], completion: completion)
	}

	/// Delete CKRecords
	func delete(recordIDs: [CKRecord.ID], completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete recordIDs \(self.zoneID.zoneName, privacy: .public)")
		modify(recordsToSave: [], recordIDsToDelete: recordIDs, completion: completion)
	}

	/// Delete a CKRecord using its externalID
	func delete(externalID: String?, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete \(self.zoneID.zoneName, privacy: .public) externalID \(externalID ?? "")")
		guard let externalID = externalID else {
			completion(.failure(CloudKitZoneError.corruptAccount))
			return
		}

		let recordID = CKRecord.ID(recordName: externalID, zoneID: zoneID)
		modify(recordsToSave: [], recordIDsToDelete: [recordID], completion: completion)
	}

	/// Delete a CKSubscription
	func delete(subscriptionID: String, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: delete \(self.zoneID.zoneName, privacy: .public) subscriptionID \(subscriptionID)")
		// Wrapper to safely transfer non-Sendable values in @Sendable closure
		let captures = CloudKitZoneCaptures(zone: self, completion: completion)

		database?.delete(withSubscriptionID: subscriptionID) { _, error in
			Task { @MainActor in
				guard let self = captures.zone else {
					captures.completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch CloudKitZoneResult.resolve(error) {
				case .success:
					captures.completion(.success(()))
				case .retry(let timeToWait):
					Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) delete subscription retry in \(timeToWait) seconds")
					await self.delaySeconds(timeToWait)
					self.delete(subscriptionID: subscriptionID, completion: captures.completion)
				default:
					captures.completion(.failure(CloudKitError(error!)))
				}
			}
		}
	}

	/// Modify and delete the supplied CKRecords and CKRecord.IDs
	func modify(recordsToSave: [CKRecord], recordIDsToDelete: [CKRecord.ID], completion: @escaping (Result<Void, Error>) -> Void) {
		modify(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete, retriesRemaining: networkFailureRetryCount, completion: completion)
	}

	private func modify(recordsToSave: [CKRecord], recordIDsToDelete: [CKRecord.ID], retriesRemaining: Int, completion: @escaping (Result<Void, Error>) -> Void) {
		Self.logger.debug("CloudKitZone: modify recordsToSave recordIDsToDelete \(self.zoneID.zoneName, privacy: .public)")
		guard !(recordsToSave.isEmpty && recordIDsToDelete.isEmpty) else {
			completion(.success(()))
			return
		}

		let op = CKModifyRecordsOperation(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete)
		op.savePolicy = .changedKeys
		op.isAtomic = true
		op.qualityOfService = Self.qualityOfService

		op.modifyRecordsResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch result {
				case .success:
					completion(.success(()))
				case .failure(let error):
					switch CloudKitZoneResult.resolve(error) {
					case .success:
						completion(.success(()))
					case .zoneNotFound:
						self.createZoneRecord { result in
							switch result {
							case .success:
								self.modify(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete, retriesRemaining: retriesRemaining, completion: completion)
							case .failure(let error):
								completion(.failure(error))
							}
						}
					case .userDeletedZone:
						completion(.failure(CloudKitZoneError.userDeletedZone))
					case .retry(let timeToWait):
						Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) zone modify retry in \(timeToWait) seconds")
						await delaySeconds(timeToWait)
						self.modify(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete, completion: completion)
					case .limitExceeded:
						var recordToSaveChunks = recordsToSave.chunked(into: 200)
						var recordIDsToDeleteChunks = recordIDsToDelete.chunked(into: 200)

						@MainActor func saveChunks(completion: @escaping (Result<Void, Error>) -> Void) {
							if !recordToSaveChunks.isEmpty {
								let records = recordToSaveChunks.removeFirst()
								self.modify(recordsToSave: records, recordIDsToDelete: []) { result in
									switch result {
									case .success:
										Self.logger.info("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) Saved \(records.count) chunked records")
										saveChunks(completion: completion)
									case .failure(let error):
										completion(.failure(error))
									}
								}
							} else {
								completion(.success(()))
							}
						}

						@MainActor func deleteChunks() {
							if !recordIDsToDeleteChunks.isEmpty {
								let records = recordIDsToDeleteChunks.removeFirst()
								self.modify(recordsToSave: [], recordIDsToDelete: records) { result in
									switch result {
									case .success:
										Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) deleted \(records.count) chunked records")
										deleteChunks()
									case .failure(let error):
										completion(.failure(error))
									}
								}
							} else {
								completion(.success(()))
							}
						}

						saveChunks { result in
							switch result {
							case .success:
								deleteChunks()
							case .failure(let error):
								completion(.failure(error))
							}
						}

					default:
						if let ckError = error as? CKError, ckError.code == .networkFailure, retriesRemaining > 0 {
							Self.logger.debug("CloudKitZone: \(self.zoneID.zoneName, privacy: .public) modify network failure — retrying, \(retriesRemaining) attempts left")
							await delaySeconds(networkFailureRetryDelay)
							self.modify(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete, retriesRemaining: retriesRemaining - 1, completion: completion)
						} else {
							completion(.failure(CloudKitError(error)))
						}
					}
				}
			}
		}

		database?.add(op)
	}

	/// Fetch changes in the CKZone since the last time we checked, one page at a time.
	/// After each page, records are processed and the change token is saved
	/// so that sync can resume from where it left off if the app is suspended.
    func fetchChangesInZone(completion: @escaping (Result<Void, Error>) -> Void) {

		Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public)")
		var savedChangeToken = changeToken
		var moreComing = false

		var changedRecords = [CKRecord]()
		var deletedRecordKeys = [CloudKitRecordKey]()

		let zoneConfig = CKFetchRecordZoneChangesOperation.ZoneConfiguration()
		zoneConfig.previousServerChangeToken = changeToken
		let op = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zoneID], configurationsByRecordZoneID: [zoneID: zoneConfig])
		op.fetchAllChanges = false
		op.qualityOfService = Self.qualityOfService

        op.recordWasChangedBlock = { _, result in
			Task { @MainActor in
				Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) recordWasChangedBlock")
				if let record = try? result.get() {
					Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) record created \(record.creationDate ?? Date.distantPast) updated \(record.modificationDate ?? Date.distantPast)")
					changedRecords.append(record)
				}
			}
        }

        op.recordWithIDWasDeletedBlock = { recordID, recordType in
			Task { @MainActor in
				Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) recordWithIDWasDeletedBlock \(recordID)")
				let recordKey = CloudKitRecordKey(recordType: recordType, recordID: recordID)
				deletedRecordKeys.append(recordKey)
			}
        }

		op.recordZoneFetchResultBlock = { _, result in
			Task { @MainActor in
				Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) recordZoneFetchResultBlock")
				if case .success(let (serverChangeToken, _, serverMoreComing)) = result {
					Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) serverChangeToken \(serverChangeToken) moreComing \(serverMoreComing)")
					savedChangeToken = serverChangeToken
					moreComing = serverMoreComing
				}
			}
		}

        op.fetchRecordZoneChangesResultBlock = { [weak self] result in
			Task { @MainActor [weak self] in
				let zoneIDName = self?.zoneID.zoneName ?? "[self deallocated]"
				Self.logger.debug("CloudKitZone: fetchChangesInZone \(zoneIDName, privacy: .public) fetchRecordZoneChangesResultBlock")
				guard let self else {
					completion(.failure(CloudKitZoneError.unknown))
					return
				}

				switch result {
				case .success:
					Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) success changedRecords count \(changedRecords.count) deletedRecordKeys count \(deletedRecordKeys.count) changeToken \(savedChangeToken)")
					do {
						try await self.delegate?.cloudKitDidModify(changed: changedRecords, deleted: deletedRecordKeys)
						self.changeToken = savedChangeToken
						self.fetchChangesPageHandler?(self.zoneID.zoneName, changedRecords.count, deletedRecordKeys.count, moreComing)
						if moreComing {
							Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) more records to fetch, continuing")
							self.fetchChangesInZone(completion: completion)
						} else {
							completion(.success(()))
						}
					} catch {
						completion(.failure(error))
					}
				case .failure(let error):
					Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) failure \(error.localizedDescription)")
					switch CloudKitZoneResult.resolve(error) {
					case .success:
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) success changedRecords count \(changedRecords.count) deletedRecordKeys count \(deletedRecordKeys.count) changeToken \(savedChangeToken)")
						do {
							try await self.delegate?.cloudKitDidModify(changed: changedRecords, deleted: deletedRecordKeys)
							self.changeToken = savedChangeToken
							self.fetchChangesPageHandler?(self.zoneID.zoneName, changedRecords.count, deletedRecordKeys.count, moreComing)
							if moreComing {
								Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) more records to fetch, continuing")
								self.fetchChangesInZone(completion: completion)
							} else {
								completion(.success(()))
							}
						} catch {
							completion(.failure(error))
						}
					case .zoneNotFound:
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) failure .zoneNotFound")
						self.createZoneRecord { result in
							switch result {
							case .success:
								self.fetchChangesInZone(completion: completion)
							case .failure(let error):
								completion(.failure(error))
							}
						}
					case .userDeletedZone:
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) failure .userDeletedZone")
						completion(.failure(CloudKitZoneError.userDeletedZone))
					case .retry(let timeToWait):
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) zone fetch changes retry in \(timeToWait) seconds")
						await delaySeconds(timeToWait)
						self.fetchChangesInZone(completion: completion)
					case .changeTokenExpired:
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) failure .changeTokenExpired")
						self.changeToken = nil
						self.fetchChangesInZone(completion: completion)
					default:
						Self.logger.debug("CloudKitZone: fetchChangesInZone \(self.zoneID.zoneName, privacy: .public) failure default")
						completion(.failure(CloudKitError(error)))
					}
				}
			}
		}

		database?.add(op)
    }

	// MARK: - Async Wrappers

	func createZoneRecord() async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			createZoneRecord { result in
				continuation.resume(with: result)
			}
		}
	}

	func query(_ ckQuery: CKQuery, desiredKeys: [String]? = nil) async throws -> [CKRecord] {
		try await withCheckedThrowingContinuation { continuation in
			query(ckQuery, desiredKeys: desiredKeys) { result in
				continuation.resume(with: result)
			}
		}
	}

	func queryPaginated(_ ckQuery: CKQuery, desiredKeys: [String]? = nil, pageHandler: @escaping @MainActor @Sendable ([CKRecord]) async throws -> Void) async throws {
		nonisolated(unsafe) var pageError: Error?

		let wrappedHandler: CloudKitQueryPageHandler = { records in
			guard pageError == nil else {
				return
			}
			do {
				try await pageHandler(records)
			} catch {
				pageError = error
			}
		}

		_ = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[CKRecord], Error>) in
			query(ckQuery, desiredKeys: desiredKeys, pageHandler: wrappedHandler, completion: { result in
				switch result {
				case .success(let records):
					if let pageError {
						continuation.resume(throwing: pageError)
					} else {
						continuation.resume(returning: records)
					}
				case .failure(let error):
					continuation.resume(throwing: pageError ?? error)
				}
			})
		}
	}

	func fetch(externalID: String?) async throws -> CKRecord {
		try await withCheckedThrowingContinuation { continuation in
			fetch(externalID: externalID) { result in
				continuation.resume(with: result)
			}
		}
	}

	func save(_ record: CKRecord) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			save(record) { result in
				continuation.resume(with: result)
			}
		}
	}

	func save(_ records: [CKRecord]) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			save(records) { result in
				continuation.resume(with: result)
			}
		}
	}

	func saveIfNew(_ records: [CKRecord]) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			saveIfNew(records) { result in
				continuation.resume(with: result)
			}
		}
	}

	func save(_ subscription: CKSubscription) async throws -> CKSubscription {
		try await withCheckedThrowingContinuation { continuation in
			save(subscription) { result in
				continuation.resume(with: result)
			}
		}
	}

	/// Async overload of `subscribeToZoneChanges()` that throws on failure
	/// so callers can surface failures to register for remote-change pushes.
	/// Without a successful subscription, this device won't receive silent
	/// pushes when other devices change records — it'll only sync on manual
	/// refresh or relaunch.
	func subscribeToZoneChanges() async throws {
		let subscription = CKRecordZoneSubscription(zoneID: zoneID, subscriptionID: zoneID.zoneName)
		let info = CKSubscription.NotificationInfo()
		info.shouldSendContentAvailable = true
		subscription.notificationInfo = info
		_ = try await save(subscription)
	}

	func delete(ckQuery: CKQuery, pageHandler: CloudKitQueryPageHandler? = nil) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			delete(ckQuery: ckQuery, pageHandler: pageHandler) { result in
				continuation.resume(with: result)
			}
		}
	}

	func delete(recordID: CKRecord.ID) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			delete(recordID: recordID) { result in
				continuation.resume(with: result)
			}
		}
	}

	func delete(recordIDs: [CKRecord.ID]) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			delete(recordIDs: recordIDs) { result in
				continuation.resume(with: result)
			}
		}
	}

	func delete(externalID: String?) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			delete(externalID: externalID) { result in
				continuation.resume(with: result)
			}
		}
	}

	func delete(subscriptionID: String) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			delete(subscriptionID: subscriptionID) { result in
				continuation.resume(with: result)
			}
		}
	}

	func modify(recordsToSave: [CKRecord], recordIDsToDelete: [CKRecord.ID]) async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			modify(recordsToSave: recordsToSave, recordIDsToDelete: recordIDsToDelete) { result in
				continuation.resume(with: result)
			}
		}
	}

	func fetchChangesInZone() async throws {
		try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
			fetchChangesInZone { result in
				continuation.resume(with: result)
			}
		}
	}
}
