//
// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.  


#import "MSIDXpcProviderCache.h"
#import "NSString+MSIDExtensions.h"
#import "MSIDDeviceInfo.h"
#import "MSIDXpcConfiguration.h"
#import "MSIDLogger+Internal.h"

NSString *const MSID_XPC_CACHE_QUEUE_NAME = @"com.microsoft.msidxpcprovidercache";
NSString *const MSID_XPC_PROVIDER_TYPE_KEY = @"xpc_provider_type";

@interface MSIDXpcProviderCache ()

@property (nonatomic) NSMutableDictionary *container;
@property (nonatomic) dispatch_queue_t synchronizationQueue;
@property (nonatomic) BOOL isMacBrokerXpcProviderInstalled;
@property (nonatomic) BOOL isCompanyPortalXpcProviderInstalled;
@property (nonatomic) NSUserDefaults *userDefaults;

@end

@implementation MSIDXpcProviderCache
{
    NSXPCListenerEndpoint *_cachedBrokerInstanceEndpoint;
}

@synthesize xpcConfiguration = _xpcConfiguration;

+ (instancetype)sharedInstance
{
    static MSIDXpcProviderCache *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[self.class alloc] init];
    });
    
    return sharedInstance;
}

- (instancetype)init
{
    self = [super init];
    if (self)
    {
        NSString *queueName = [NSString stringWithFormat:@"%@-%@", MSID_XPC_CACHE_QUEUE_NAME, [NSUUID UUID].UUIDString];
        _synchronizationQueue = dispatch_queue_create([queueName cStringUsingEncoding:NSASCIIStringEncoding], DISPATCH_QUEUE_CONCURRENT);
        _userDefaults = [NSUserDefaults standardUserDefaults];
    }
    
    return self;
}

- (MSIDSsoProviderType)cachedXpcProviderType
{
    __block NSInteger result;
    dispatch_sync(self.synchronizationQueue, ^{
        result = [self.userDefaults integerForKey:MSID_XPC_PROVIDER_TYPE_KEY];
    });
    
    return result;
}

- (void)setCachedXpcProviderType:(MSIDSsoProviderType)cachedXpcProvider
{
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        [self.userDefaults setInteger:cachedXpcProvider forKey:MSID_XPC_PROVIDER_TYPE_KEY];
        // Write the configuration ivar directly to avoid re-entering the barrier through the
        // public setXpcConfiguration: setter.
        self->_xpcConfiguration = [[MSIDXpcConfiguration alloc] initWithXpcProviderType:cachedXpcProvider];
        // Provider type changed (or was rewritten) - any cached instance endpoint may belong to the
        // previous provider and must not be reused. Clear via ivar to avoid re-entering the barrier.
        self->_cachedBrokerInstanceEndpoint = nil;
    });
}

- (void)setXpcConfiguration:(MSIDXpcConfiguration *)xpcConfiguration
{
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        self->_xpcConfiguration = xpcConfiguration;
        // External mutation of the configuration changes the broker binding - any cached endpoint
        // is now of unknown provenance and must be discarded.
        self->_cachedBrokerInstanceEndpoint = nil;
    });
}

- (nullable NSXPCListenerEndpoint *)cachedBrokerInstanceEndpoint
{
    __block NSXPCListenerEndpoint *endpoint = nil;
    dispatch_sync(self.synchronizationQueue, ^{
        endpoint = self->_cachedBrokerInstanceEndpoint;
    });
    
    return endpoint;
}

- (BOOL)setCachedBrokerInstanceEndpoint:(nullable NSXPCListenerEndpoint *)endpoint
                        forProviderType:(MSIDSsoProviderType)providerType
{
    __block BOOL stored = NO;
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        // CAS: only store if the current provider type still matches the provider that produced
        // this endpoint. This guards against a provider-switch racing a slow dispatcher reply.
        MSIDSsoProviderType current = (MSIDSsoProviderType)[self.userDefaults integerForKey:MSID_XPC_PROVIDER_TYPE_KEY];
        if (current == providerType)
        {
            self->_cachedBrokerInstanceEndpoint = endpoint;
            stored = YES;
        }
    });
    
    return stored;
}

- (void)clearCachedBrokerInstanceEndpoint
{
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        self->_cachedBrokerInstanceEndpoint = nil;
    });
}

- (BOOL)isXpcProviderInstalledOnDevice
{
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        self.isMacBrokerXpcProviderInstalled = [self isXpcProviderExist:macBrokerAppXpcInstance];
        self.isCompanyPortalXpcProviderInstalled = [self isXpcProviderExist:companyPortalXpcInstance];
    });
    
    return self.isMacBrokerXpcProviderInstalled || self.isCompanyPortalXpcProviderInstalled;
}

- (BOOL)validateCacheXpcProvider
{
    if (!self.xpcConfiguration)
    {
        // if there is no xpcConfiguration here
        // we will use manual logic and try best to use Xpc component from MacBrokerApp first
        // If fails, then try to use from CompanyPortalApp
        
        if (self.isMacBrokerXpcProviderInstalled)
        {
            self.cachedXpcProviderType = MSIDMacBrokerSsoProvider;
            return YES;
        }
        else if (self.isCompanyPortalXpcProviderInstalled)
        {
            self.cachedXpcProviderType = MSIDCompanyPortalSsoProvider;
            return YES;
        }
        
        return NO;
    }
    
    // Otherwise when xpcConfiguration mismatched with the existence of the Xpc provider (CP or MacBro App), fallback to the existed one on device
    if (![self isXpcProviderExist:self.xpcConfiguration.xpcBrokerInstanceServiceBundleId])
    {
        // When cached Xpc configuration is available, but out of date and the Xpc component has been removed from device
        // Let's switch to the other Xpc configuration.
        if (self.isMacBrokerXpcProviderInstalled && self.xpcConfiguration.xpcProviderType == MSIDCompanyPortalSsoProvider)
        {
            // When BrokerApp Xpc is installed and cannot find CompanyPortal Xpc, we will switch to use BrokerApp Xpc
            self.cachedXpcProviderType = MSIDMacBrokerSsoProvider;
        }
        else if (self.isCompanyPortalXpcProviderInstalled && self.xpcConfiguration.xpcProviderType == MSIDMacBrokerSsoProvider)
        {
            // When CompanyPortal Xpc is installed and cannot find BrokerApp Xpc, we will switch to use CompanyPortal Xpc
            self.cachedXpcProviderType = MSIDCompanyPortalSsoProvider;
        }
        else
        {
            // No backup Xpc provider available, return NO
            return NO;
        }
    }
    
    return YES;
}

- (BOOL)isXpcProviderExist:(NSString *)xpcIdentifier
{
    if (@available(macOS 12.0, *))
    {
#if DEBUG
        NSString *folderConstrats = @"DerivedData";
#else
        NSString *folderConstrats = @"Applications";
#endif
        NSArray <NSURL *> *appURLs = [[NSWorkspace sharedWorkspace] URLsForApplicationsWithBundleIdentifier:xpcIdentifier];
        for (NSURL *appURL in appURLs)
        {
            if ([appURL.absoluteString containsString:folderConstrats] && [[NSFileManager defaultManager] fileExistsAtPath:[appURL path]])
            {
                return YES;
            }
        }
    }
    else
    {
        // This should not happen since the entry point has been guarded by version (macOS 13 and above)
        MSID_LOG_WITH_CTX(MSIDLogLevelError, nil, @"[Entra broker] CLIENT - fall into unsupported platform end XPC disconnect from service!", nil);
        return NO;
    }
    
    return NO;
}

- (MSIDXpcConfiguration *)xpcConfiguration
{
    __block MSIDXpcConfiguration *config = nil;
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        if (!_xpcConfiguration)
        {
            NSInteger providerType = [self.userDefaults integerForKey:MSID_XPC_PROVIDER_TYPE_KEY];
            _xpcConfiguration = [[MSIDXpcConfiguration alloc] initWithXpcProviderType:providerType];
        }
        config = _xpcConfiguration;
    });
    
    return config;
}

@end
