/*
 Copyright (c) 2017-present, salesforce.com, inc. All rights reserved.

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

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/**
 Helper class for sobject tree requests
 */
NS_SWIFT_NAME(SObjectTree)
@interface SFSObjectTree : NSObject

/**
 * Constructor
 * @param objectType         Object type (e.g. "Contact")
 * @param objectTypePlural   Plural object type (e.g. "Contacts") - can be null for the root sobject
 * @param referenceId        Reference id for the root record
 * @param fields             Fields for the root sobject
 * @param childrenTrees      Array of SFSObjectTree for the children sobject's
 */
- (nullable instancetype)initWithObjectType:(NSString*)objectType
        objectTypePlural:(nullable NSString*)objectTypePlural
        referenceId:(NSString *)referenceId
             fields:(NSDictionary<NSString *, id> *)fields
      childrenTrees:(nullable NSArray<SFSObjectTree *> *)childrenTrees;

/**
 * @return NSDictionary representing SObject tree
 */
- (NSDictionary<NSString*, id>*) asJSON;

@end

NS_ASSUME_NONNULL_END
