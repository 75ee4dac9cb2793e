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


#import "MSIDFlightManager.h"

@interface MSIDFlightManager()

@property (nonatomic) dispatch_queue_t synchronizationQueue;

@end


@implementation MSIDFlightManager

@synthesize flightProvider = _flightProvider;

+ (instancetype)sharedInstance
{
    static MSIDFlightManager *sharedInstance = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedInstance = [[self.class alloc] initInternal];
    });
    
    return sharedInstance;
}

+ (instancetype)sharedInstanceByQueryKey:(NSString *)queryKey
                                 keyType:(MSIDFlightManagerQueryKeyType)keyType
{
    if ([NSString msidIsStringNilOrBlank:queryKey])
    {
        // Use shared flight manager if queryKey is nil or empty
        return [MSIDFlightManager sharedInstance];
    }
    
    static NSMutableDictionary<NSString *, MSIDFlightManager *> *instancesByQueryKey = nil;
    static dispatch_once_t onceToken;
    static dispatch_queue_t synchronizationQueue;
    
    dispatch_once(&onceToken, ^{
        instancesByQueryKey = [NSMutableDictionary new];
        synchronizationQueue = dispatch_queue_create("com.microsoft.msidflightmanager.querykey", DISPATCH_QUEUE_CONCURRENT);
    });
    
    __block MSIDFlightManager *instance = nil;
    
    // First, try to read the instance concurrently
    dispatch_sync(synchronizationQueue, ^{
        instance = instancesByQueryKey[queryKey];
    });
    
    if (!instance)
    {
        // If not found, create and insert with a barrier write
        dispatch_barrier_sync(synchronizationQueue, ^{
            instance = instancesByQueryKey[queryKey];
            if (!instance)
            {
                instance = [[self.class alloc] initInternal];
                
                id<MSIDFlightManagerInterface> flightProvider = [[MSIDFlightManager sharedInstance].queryKeyFlightProvider
                                                                 flightProviderForQueryKey:queryKey
                                                                 keyType:keyType];
                if (flightProvider)
                {
                    instance.flightProvider = flightProvider;
                }
                
                instancesByQueryKey[queryKey] = instance;
            }
        });
    }
    
    return instance;
}

- (instancetype)initInternal
{
    self = [super init];
    if (self)
    {
        _synchronizationQueue = [self initializeDispatchQueue];
    }
    return self;
}

- (dispatch_queue_t)initializeDispatchQueue
{
    NSString *queueName = [NSString stringWithFormat:@"com.microsoft.msidflightmanager-%@", [NSUUID UUID].UUIDString];
    return dispatch_queue_create([queueName cStringUsingEncoding:NSASCIIStringEncoding], DISPATCH_QUEUE_CONCURRENT);
}

- (void)setFlightProvider:(id<MSIDFlightManagerInterface>)flightProvider
{
    dispatch_barrier_sync(self.synchronizationQueue, ^{
        self->_flightProvider = flightProvider;
    });
}

- (id<MSIDFlightManagerInterface>)flightProvider
{
    __block id<MSIDFlightManagerInterface> flightProvider = nil;
    // Read on the synchronization queue so external callers are serialized against the
    // barrier write in setFlightProvider:, matching the internal readers below. Capturing
    // into a strong local keeps the provider alive for the duration of the call.
    dispatch_sync(self.synchronizationQueue, ^{
        flightProvider = self->_flightProvider;
    });
    
    return flightProvider;
}

#pragma mark - MSIDFlightManagerInterface

- (BOOL)boolForKey:(nonnull NSString *)flightKey
{
    __block BOOL result = NO;
    // Read the provider only from within the synchronization queue. Testing it via the
    // unsynchronized property getter first would race the barrier write in setFlightProvider:,
    // and capturing it into a strong local keeps it alive for the duration of the call.
    dispatch_sync(self.synchronizationQueue, ^{
        id<MSIDFlightManagerInterface> flightProvider = self->_flightProvider;
        if (flightProvider)
        {
            result = [flightProvider boolForKey:flightKey];
        }
    });
    
    return result;
}

- (nullable NSString *)stringForKey:(nonnull NSString *)flightKey
{
    __block NSString *result = nil;
    // Read the provider only from within the synchronization queue. Testing it via the
    // unsynchronized property getter first would race the barrier write in setFlightProvider:,
    // and capturing it into a strong local keeps it alive for the duration of the call.
    dispatch_sync(self.synchronizationQueue, ^{
        id<MSIDFlightManagerInterface> flightProvider = self->_flightProvider;
        if (flightProvider)
        {
            result = [flightProvider stringForKey:flightKey];
        }
    });
    
    return result;
}


@end
