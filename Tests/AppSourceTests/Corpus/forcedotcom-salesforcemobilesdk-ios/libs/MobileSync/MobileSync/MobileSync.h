/*
 MobileSync.h
 MobileSync

 Created by Wolfgang Mathurin on Thu Sep 19 10:37:50 PDT 2019.

 Copyright (c) 2019-present, salesforce.com, inc. All rights reserved.
 
 Redistribution and use of this software in source and binary forms, with or without modification,
 are permitted provided that the following conditions are met:
 * Redistributions of source code must retain the above copyright notice, this list of conditions
 and the following disclaimer.
 * Redistributions in binary form must reproduce the above copyright notice, this list of
 conditions and the following disclaimer in the documentation and/or other materials provided
 with the distribution.
 * Neither the name of salesforce.com, inc. nor the names of its contributors may be used to
 endorse or promote products derived from this software without specific prior written
 permission of salesforce.com, inc.
 
 THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
 IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
 FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
 DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
 DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY,
 WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY
 WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */

#import <MobileSync/SFObject.h>
#import <MobileSync/SFParentChildrenSyncDownTarget.h>
#import <MobileSync/SFMobileSyncObjectUtils.h>
#import <MobileSync/SFRefreshSyncDownTarget.h>
#import <MobileSync/SFMobileSyncSyncManager.h>
#import <MobileSync/SFMobileSyncNetworkUtils.h>
#import <MobileSync/SFMobileSyncConstants.h>
#import <MobileSync/SFMetadataSyncDownTarget.h>
#import <MobileSync/SFLayout.h>
#import <MobileSync/SFMetadata.h>
#import <MobileSync/SFMetadataSyncManager.h>
#import <MobileSync/SFMobileSyncPersistableObject.h>
#import <MobileSync/SFMobileSyncSyncManager+Instrumentation.h>
#import <MobileSync/SFBatchSyncUpTarget.h>
#import <MobileSync/SFSoslSyncDownTarget.h>
#import <MobileSync/SFChildrenInfo.h>
#import <MobileSync/SFSyncTarget.h>
#import <MobileSync/SFLayoutSyncManager.h>
#import <MobileSync/SFParentChildrenSyncHelper.h>
#import <MobileSync/SFSyncUpTarget.h>
#import <MobileSync/SFMruSyncDownTarget.h>
#import <MobileSync/SFLayoutSyncDownTarget.h>
#import <MobileSync/SFAdvancedSyncUpTarget.h>
#import <MobileSync/SFSyncDownTarget.h>
#import <MobileSync/MobileSyncSDKManager.h>
#import <MobileSync/SFParentChildrenSyncUpTarget.h>
#import <MobileSync/SFParentInfo.h>
#import <MobileSync/SFSDKMobileSyncLogger.h>
#import <MobileSync/SFSyncState.h>
#import <MobileSync/SFSoqlSyncDownTarget.h>
#import <MobileSync/SFSyncOptions.h>
#import <MobileSync/SFSDKSyncsConfig.h>
