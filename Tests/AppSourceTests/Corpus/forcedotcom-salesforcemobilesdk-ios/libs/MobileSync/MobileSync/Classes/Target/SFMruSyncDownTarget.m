/*
 Copyright (c) 2015-present, salesforce.com, inc. All rights reserved.
 
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

#import "SFMruSyncDownTarget.h"
#import "SFMobileSyncSyncManager.h"
#import <SalesforceSDKCore/SFSDKSoqlBuilder.h>
#import "SFMobileSyncConstants.h"
#import "SFMobileSyncNetworkUtils.h"

static NSString * const kSFSyncTargetObjectType = @"sobjectType";
static NSString * const kSFSyncTargetFieldlist = @"fieldlist";


@interface SFMruSyncDownTarget ()

@property (nonatomic, strong, readwrite) NSString* objectType;
@property (nonatomic, strong, readwrite) NSArray*  fieldlist;

@end

@implementation SFMruSyncDownTarget

- (instancetype)initWithDict:(NSDictionary *)dict {
    self = [super initWithDict:dict];
    if (self) {
        self.queryType = SFSyncDownTargetQueryTypeMru;
        self.objectType = dict[kSFSyncTargetObjectType];
        self.fieldlist = dict[kSFSyncTargetFieldlist];
    }
    return self;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        self.queryType = SFSyncDownTargetQueryTypeMru;
    }
    return self;
}

#pragma mark - Factory methods

+ (SFMruSyncDownTarget*) newSyncTarget:(NSString*)objectType fieldlist:(NSArray*)fieldlist {
    SFMruSyncDownTarget* syncTarget = [[SFMruSyncDownTarget alloc] init];
    syncTarget.queryType = SFSyncDownTargetQueryTypeMru;
    syncTarget.objectType = objectType;
    syncTarget.fieldlist = fieldlist;
    return syncTarget;
}

#pragma mark - To dictionary

- (NSMutableDictionary*) asDict {
    NSMutableDictionary *dict = [super asDict];
    dict[kSFSyncTargetObjectType] = self.objectType;
    dict[kSFSyncTargetFieldlist] = self.fieldlist;
    return dict;
}

# pragma mark - Data fetching

- (void) startFetch:(SFMobileSyncSyncManager*)syncManager
       maxTimeStamp:(long long)maxTimeStamp
         errorBlock:(SFSyncDownTargetFetchErrorBlock)errorBlock
      completeBlock:(SFSyncDownTargetFetchCompleteBlock)completeBlock {
    __weak typeof(self) weakSelf = self;
    SFRestRequest *request = [[SFRestAPI sharedInstance] requestForMetadataWithObjectType:self.objectType apiVersion:nil];
    [SFMobileSyncNetworkUtils sendRequestWithMobileSyncUserAgent:request failureBlock:^(id response, NSError *e, NSURLResponse *rawResponse) {
        errorBlock(e);
    } successBlock:^(NSDictionary* d, NSURLResponse *rawResponse) {
        __strong typeof(weakSelf) strongSelf = weakSelf;
        NSArray* recentItems = [strongSelf pluck:d[kRecentItems] key:strongSelf.idFieldName];
        NSString* inPredicate = [@[ strongSelf.idFieldName, @" IN ('", [recentItems componentsJoinedByString:@"', '"], @"')"]
                                 componentsJoinedByString:@""];
        NSString* soql = [[[[SFSDKSoqlBuilder withFieldsArray:strongSelf.fieldlist]
                            from:strongSelf.objectType]
                           whereClause:inPredicate]
                          build];
        [strongSelf startFetch:syncManager maxTimeStamp:maxTimeStamp queryRun:soql errorBlock:errorBlock completeBlock:completeBlock];
    }];
}

- (void) startFetch:(SFMobileSyncSyncManager*)syncManager
       maxTimeStamp:(long long)maxTimeStamp
           queryRun:(NSString*)queryRun
         errorBlock:(SFSyncDownTargetFetchErrorBlock)errorBlock
      completeBlock:(SFSyncDownTargetFetchCompleteBlock)completeBlock {
    __weak typeof(self) weakSelf = self;
    SFRestRequest * soqlRequest = [[SFRestAPI sharedInstance] requestForQuery:queryRun apiVersion:nil];
    [SFMobileSyncNetworkUtils sendRequestWithMobileSyncUserAgent:soqlRequest failureBlock:^(id response, NSError *e, NSURLResponse *rawResponse) {
        errorBlock(e);
    } successBlock:^(NSDictionary * d, NSURLResponse *rawResponse) {
        weakSelf.totalSize = [d[kResponseTotalSize] integerValue];
        completeBlock(d[kResponseRecords]);
    }];
}

- (void) getRemoteIds:(SFMobileSyncSyncManager*)syncManager
             localIds:(NSArray*)localIds
           errorBlock:(SFSyncDownTargetFetchErrorBlock)errorBlock
        completeBlock:(nullable SFSyncDownTargetFetchCompleteBlock)completeBlock {
    if (localIds == nil) {
        completeBlock(nil);
        return;
    }
    NSString* idFieldName = self.idFieldName;
    NSString* inPredicate = [@[idFieldName, @" IN ('", [localIds componentsJoinedByString:@"', '"], @"')"]
                             componentsJoinedByString:@""];
    NSString* soql = [[[[SFSDKSoqlBuilder withFields:idFieldName]
                        from:self.objectType]
                       whereClause:inPredicate]
                      build];

    SFSyncDownTargetFetchCompleteBlock fetchBlock = ^(NSArray* records) {
        NSMutableArray * remoteIds = [NSMutableArray new];
        for (NSDictionary * record in records) {
            [remoteIds addObject:record[idFieldName]];
        }
        completeBlock(remoteIds);
    };

    [self startFetch:syncManager maxTimeStamp:0 queryRun:soql errorBlock:errorBlock completeBlock:fetchBlock];
}

- (NSArray*) pluck:(NSArray*)arrayOfDictionaries key:(NSString*)key {
    NSMutableArray* result = [NSMutableArray array];
    for (NSDictionary* d in arrayOfDictionaries) {
        [result addObject:d[key]];
    }
    return result;
}

@end
